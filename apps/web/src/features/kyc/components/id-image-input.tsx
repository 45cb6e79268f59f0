import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChosenImage {
  name: string;
  size: number;
  dataUrl: string;
}

interface IdImageInputProps {
  label: string;
  hint: string;
  image: ChosenImage | null;
  onFile: (file: File) => void;
  invalid?: boolean;
  testId: string;
}

const formatSize = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One of the three ID pictures: a real file input (keyboard and screen readers work as usual) with a preview. */
export function IdImageInput({ label, hint, image, onFile, invalid, testId }: IdImageInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={`kyc-image ${image ? 'kyc-image--chosen' : ''} ${invalid ? 'kyc-image--invalid' : ''}`} data-testid={testId}>
      <label htmlFor={id} className="kyc-image__box">
        {image ? (
          <img src={image.dataUrl} alt={t('kyc.upload.preview', { label })} className="kyc-image__preview" />
        ) : (
          <span className="kyc-image__plus" aria-hidden="true">
            +
          </span>
        )}
        <span className="kyc-image__label">{label}</span>
        <span className="kyc-image__hint">{image ? `${image.name} · ${formatSize(image.size)}` : hint}</span>
        <span className="kyc-image__action">{image ? t('kyc.upload.change') : t('kyc.upload.choose')}</span>
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        className="kyc-image__input"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        aria-invalid={invalid || undefined}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after a refusal) fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
