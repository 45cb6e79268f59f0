import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type ErrorCode } from '@panalo/contract/error-codes';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-error';
import { useUploadIdImages, type IdImages } from '../api/upload-id-images';
import { imageProblem, readAsDataUrl } from '../image-file';
import { IdImageInput, type ChosenImage } from './id-image-input';

const SIDES = [
  { field: 'idCardFront', missing: 'ID_FRONT_REQUIRED' },
  { field: 'idCardBack', missing: 'ID_BACK_REQUIRED' },
  { field: 'idCardSelfie', missing: 'ID_SELFIE_REQUIRED' },
] as const satisfies ReadonlyArray<{ field: keyof IdImages; missing: ErrorCode }>;

type Side = (typeof SIDES)[number]['field'];

/**
 * Step 3: the front and back of the ID and a selfie holding its front. Each file is checked when
 * chosen (JPEG or PNG by its bytes, at most 5 MB) and each is required before sending; every
 * refusal is the spec's warning dialog (section 8). Success closes the modal and shows upload_success.
 */
export function KycUploadStep({ onUploaded, onBack }: { onUploaded: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const dialog = useGenericDialog();
  const upload = useUploadIdImages();
  const [images, setImages] = useState<Record<Side, ChosenImage | null>>({ idCardFront: null, idCardBack: null, idCardSelfie: null });
  const [invalid, setInvalid] = useState<Side | null>(null);
  const warn = (message: string) =>
    dialog.show({ icon: 'warning', title: t('kyc.warningTitle'), message, coverClose: false, testId: 'kyc-warning' });

  const choose = async (side: Side, file: File) => {
    const problem = await imageProblem(file);
    if (problem) {
      setInvalid(side);
      return warn(errorMessage(problem === 'type' ? 'FILE_TYPE_INVALID' : 'FILE_TOO_LARGE', currentLanguage()));
    }
    const dataUrl = await readAsDataUrl(file);
    setImages((current) => ({ ...current, [side]: { name: file.name, size: file.size, dataUrl } }));
    setInvalid((current) => (current === side ? null : current));
  };

  const send = async () => {
    const missing = SIDES.find(({ field }) => !images[field]);
    if (missing) {
      setInvalid(missing.field);
      return warn(errorMessage(missing.missing, currentLanguage()));
    }
    try {
      await upload.mutateAsync({
        idCardFront: images.idCardFront!.dataUrl,
        idCardBack: images.idCardBack!.dataUrl,
        idCardSelfie: images.idCardSelfie!.dataUrl,
      });
      // Step 3 closes on success (spec 000 section 4); the confirmation (upload_success) stays on
      // its own. The upload is remembered first, so no KYC or security popup comes back for it.
      onUploaded();
      dialog.show({
        icon: 'success',
        title: t('kyc.upload.successTitle'),
        message: t('kyc.upload.success'),
        testId: 'kyc-upload-success',
      });
    } catch (error) {
      const side = isApiError(error) ? SIDES.find(({ field }) => error.fields[field])?.field : undefined;
      if (side) setInvalid(side);
      warn(isApiError(error) ? error.message : t('errors.unknown'));
    }
  };

  return (
    <div className="kyc-step" data-testid="kyc-step-upload">
      <h3 className="kyc-step__title" tabIndex={-1}>
        {t('kyc.upload.title')}
      </h3>
      <p className="muted kyc-step__intro">{t('kyc.upload.intro')}</p>
      <div className="kyc-images">
        {SIDES.map(({ field }) => (
          <IdImageInput
            key={field}
            label={t(`kyc.upload.${field}`)}
            hint={t('kyc.upload.hint')}
            image={images[field]}
            invalid={invalid === field}
            onFile={(file) => void choose(field, file)}
            testId={`kyc-${field}`}
          />
        ))}
      </div>
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={onBack} disabled={upload.isPending}>
          {t('accountCommon.back')}
        </Button>
        <Button onClick={() => void send()} loading={upload.isPending} data-testid="kyc-upload-submit">
          {upload.isPending ? t('kyc.upload.sending') : t('kyc.upload.submit')}
        </Button>
      </div>
    </div>
  );
}
