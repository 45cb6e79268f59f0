import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { StaffBrandList, StaffProfile } from '@panalo/contract/staff';
import { api, pickedBrand } from '../lib/api';
import { useI18n } from '../lib/i18n';

/**
 * The platform owner's brand picker (shown only with brands.switch): the brand the back office
 * works on. The pick goes into the Merchant header of every staff call (lib/api.ts); everything
 * shown is fetched again for the new brand, from the dashboard (a record of one brand is no record
 * of another).
 */
export function BrandPicker({ me }: { me: StaffProfile }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const navigate = useNavigate();
  const brands = useQuery({ queryKey: ['brands'], queryFn: () => api<StaffBrandList>('GET', '/wps/operator/brands'), staleTime: 60_000 });
  const list = brands.data?.list ?? [{ code: me.brandCode, name: me.brand }];
  const pick = (code: string) => {
    pickedBrand.set(code);
    void navigate('/');
    void client.resetQueries();
  };
  return (
    <label className="field inline compact">
      <span className="visually-hidden">{t('shell.brand')}</span>
      <select
        value={me.brandCode}
        onChange={(event) => pick(event.target.value)}
        aria-label={t('shell.brand')}
        disabled={brands.isPending}
        data-testid="brand-picker"
      >
        {list.map((brand) => (
          <option key={brand.code} value={brand.code}>
            {brand.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * When the picked brand refuses the platform owner (its staff IP allow-list, or it was switched
 * off), the profile cannot load and the picker has nothing to show: this button goes back to the
 * brand of the address.
 */
export function BackToOwnBrand({ failed }: { failed: boolean }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const navigate = useNavigate();
  if (!failed || !pickedBrand.get()) return null;
  return (
    <p className="state">
      <button
        type="button"
        onClick={() => {
          pickedBrand.set(null);
          void navigate('/');
          void client.resetQueries();
        }}
      >
        {t('shell.brandHome')}
      </button>
    </p>
  );
}
