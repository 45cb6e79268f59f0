import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KYC_MIN_AGE, type PersonalInfo, type PersonalInfoRequest } from '@panalo/contract/kyc';
import { checkPersonalInfo } from '@panalo/contract/kyc-rules';
import { errorMessage } from '@panalo/contract/error-codes';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-error';
import { useSavePersonalInfo } from '../api/save-personal-info';
import { usePickLists, type PickListName } from '../kyc-pick-lists';
import { latestBirthday } from '../../../lib/brand-today';
import { PickField } from './pick-field';

type InfoValues = Record<Exclude<keyof PersonalInfoRequest, 'termsAccepted'>, string>;
const TEXT_FIELDS = ['firstName', 'middleName', 'lastName'] as const;
const EMPTY: InfoValues = {
  idType: '',
  firstName: '',
  middleName: '',
  lastName: '',
  birthday: '',
  address: '',
  permanentAddress: '',
  placeOfBirth: '',
  nationality: '',
  sourceOfIncome: '',
  occupation: '',
};

const fromSaved = (info: PersonalInfo | null): InfoValues =>
  info ? { ...info, idType: String(info.idType), sourceOfIncome: String(info.sourceOfIncome), occupation: String(info.occupation) } : EMPTY;

const toRequest = (values: InfoValues): PersonalInfoRequest => ({
  ...values,
  idType: values.idType ? Number(values.idType) : null,
  sourceOfIncome: values.sourceOfIncome ? Number(values.sourceOfIncome) : null,
  occupation: values.occupation ? Number(values.occupation) : null,
  termsAccepted: true,
});

interface KycInfoStepProps {
  username: string;
  saved: PersonalInfo | null;
  /** yyyy-MM-dd on the brand's clock: the age rule counts from it. */
  today: string;
  onSaved: () => void;
  onBack: () => void;
}

/**
 * Step 2: the personal information (spec 000 sections 3 and 5). Checked with the contract's own
 * rules first (all fields, age 21, names, pick-lists); a refusal also opens the spec's warning
 * dialog. The username is the session's and cannot be changed here.
 */
export function KycInfoStep({ username, saved, today, onSaved, onBack }: KycInfoStepProps) {
  const { t } = useTranslation();
  const lists = usePickLists();
  const dialog = useGenericDialog();
  const save = useSavePersonalInfo();
  const form = useForm<InfoValues>({ defaultValues: fromSaved(saved) });
  const { errors, isSubmitting } = form.formState;
  const warn = (message: string) =>
    dialog.show({ icon: 'warning', title: t('kyc.warningTitle'), message, coverClose: false, testId: 'kyc-warning' });

  const onSubmit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const language = currentLanguage();
    const request = toRequest(values);
    const check = checkPersonalInfo(request, today, language);
    if (!check.ok) {
      // A missing field just says so under it; the dialog carries the catalogue's message.
      const missing = check.problem.code === 'REQUIRED_FIELDS_MISSING';
      for (const [field, message] of Object.entries(check.problem.fields)) {
        form.setError(field as keyof InfoValues, { message: missing ? t('kyc.info.required') : message });
      }
      return warn(errorMessage(check.problem.code, language));
    }
    try {
      await save.mutateAsync(request);
      onSaved();
    } catch (error) {
      if (!isApiError(error)) return warn(t('errors.unknown'));
      for (const [field, message] of Object.entries(error.fields))
        if (field in EMPTY) form.setError(field as keyof InfoValues, { message });
      warn(error.message);
    }
  });

  const pick = (name: PickListName, label: string) => (
    <PickField
      label={label}
      value={form.watch(name)}
      options={lists[name]}
      onChange={(value) => {
        form.setValue(name, value);
        form.clearErrors(name);
      }}
      error={errors[name]?.message}
      testId={`kyc-${name}`}
    />
  );
  const text = (name: keyof InfoValues, label: string, extra: { required?: boolean; autoComplete?: string } = {}) => (
    <TextField
      label={label}
      required={extra.required ?? true}
      autoComplete={extra.autoComplete ?? 'off'}
      error={errors[name]?.message}
      data-testid={`kyc-${name}`}
      {...form.register(name)}
    />
  );

  return (
    <form className="kyc-step" onSubmit={onSubmit} noValidate aria-busy={isSubmitting || undefined} data-testid="kyc-step-info">
      <h3 className="kyc-step__title" tabIndex={-1}>
        {t('kyc.info.title')}
      </h3>
      <p className="muted kyc-step__intro">{t('kyc.info.intro')}</p>
      <TextField label={t('login.username')} value={username} readOnly data-testid="kyc-username" />
      <div className="kyc-grid">
        {TEXT_FIELDS.map((name) =>
          text(name, t(`kyc.info.${name}`), {
            required: name !== 'middleName',
            autoComplete: name === 'firstName' ? 'given-name' : name === 'lastName' ? 'family-name' : 'additional-name',
          }),
        )}
        <TextField
          label={t('kyc.info.birthday')}
          type="date"
          required
          max={latestBirthday(today, KYC_MIN_AGE)}
          autoComplete="bday"
          hint={errors.birthday ? undefined : t('kyc.info.birthdayHint')}
          error={errors.birthday?.message}
          data-testid="kyc-birthday"
          {...form.register('birthday')}
        />
        {text('placeOfBirth', t('kyc.info.placeOfBirth'))}
        {pick('nationality', t('kyc.info.nationality'))}
        {pick('idType', t('kyc.info.idType'))}
        {pick('sourceOfIncome', t('kyc.info.sourceOfIncome'))}
        {pick('occupation', t('kyc.info.occupation'))}
      </div>
      {text('address', t('kyc.info.address'), { autoComplete: 'street-address' })}
      {text('permanentAddress', t('kyc.info.permanentAddress'))}
      <Button
        variant="ghost"
        size="sm"
        className="kyc-same-address"
        onClick={() => form.setValue('permanentAddress', form.getValues('address'))}
      >
        {t('kyc.info.sameAddress')}
      </Button>
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={onBack}>
          {t('accountCommon.back')}
        </Button>
        <Button type="submit" loading={isSubmitting} data-testid="kyc-info-submit">
          {t('kyc.info.submit')}
        </Button>
      </div>
    </form>
  );
}
