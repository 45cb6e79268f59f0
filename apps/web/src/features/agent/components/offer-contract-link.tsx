import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MenuButton } from '../../../components/ui/menu-button';
import { ChevronDownIcon } from '../../../components/ui/shell-icons';
import { usePermission } from '../../system/api/get-permission';
import { runningContractPages } from '../agent-center-pages';

/**
 * A direct downline agent's "offer or change a contract" in the team list: a link to the contract
 * page of the one kind the brand runs, or a menu of the kinds it runs when there are several.
 * Nothing while the brand runs none (or before the permission answer has said which).
 */
export function OfferContractLink({ account }: { account: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = runningContractPages(usePermission().data?.agentContracts);
  const target = (page: string) => `/agentHome/${page}?offer=${encodeURIComponent(account)}`;
  const label = t('agentContract.offerFromRow');
  if (pages.length === 0) return null;
  if (pages.length === 1) {
    return (
      <Link to={target(pages[0]!.page)} className="ui-button ui-button--ghost ui-button--sm" data-testid="team-offer-contract">
        {label}
        <span className="sr-only"> ({account})</span>
      </Link>
    );
  }
  return (
    <MenuButton
      className="team-offer"
      trigger={
        <>
          {label}
          <ChevronDownIcon size={14} />
        </>
      }
      label={`${label} (${account})`}
      align="end"
      items={pages.map(({ page, kind }) => ({
        key: kind,
        label: t(`agentContract.kinds.${kind}`),
        onSelect: () => void navigate(target(page)),
        testId: `team-offer-contract-${kind}`,
      }))}
      testId="team-offer-contract"
    />
  );
}
