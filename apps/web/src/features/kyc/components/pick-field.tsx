import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { FieldError, RequiredMark } from '../../../components/ui/text-field';
import type { PickOption } from '../kyc-pick-lists';
import { PickListDialog } from './pick-list-dialog';

interface PickFieldProps {
  label: string;
  value: string;
  options: PickOption[];
  onChange: (value: string) => void;
  error?: string;
  testId: string;
}

/** A form field whose choices open in a popup; it reads like a select and is announced as opening a dialog. */
export function PickField({ label, value, options, onChange, error, testId }: PickFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const chosen = options.find((option) => option.value === value);
  return (
    <div className={`ui-field ${error ? 'ui-field--invalid' : ''}`}>
      <span className="ui-field__label" id={`${id}-label`}>
        {label}
        <RequiredMark />
      </span>
      <button
        type="button"
        className="ui-field__control kyc-pick__trigger"
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        <span id={`${id}-value`} className={chosen ? '' : 'kyc-pick__placeholder'}>
          {chosen ? chosen.label : t('kyc.info.choose')}
        </span>
        <ChevronRightIcon size={18} />
      </button>
      <FieldError id={`${id}-error`} message={error} />
      <PickListDialog
        open={open}
        title={label}
        options={options}
        selected={value}
        onPick={(picked) => {
          onChange(picked);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
        testId={`${testId}-list`}
      />
    </div>
  );
}
