import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_LIMITS } from '@panalo/contract/rewards';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/alert';
import { useApplyToPromotion } from '../api/rewards-api';
import { readApplicationImage } from '../image-check';

/** The activity application: a comment of up to 140 characters and up to 3 PNG or JPG images of at most 5 MB. */
export function ApplyDialog({
  promotionId,
  open,
  onOpenChange,
}: {
  promotionId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const apply = useApplyToPromotion();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (files: FileList | null) => {
    setProblem(null);
    const chosen = Array.from(files ?? []);
    if (chosen.length > APPLICATION_LIMITS.images) return setProblem(t('rewards.tooManyImages'));
    const read: string[] = [];
    for (const file of chosen) {
      const result = await readApplicationImage(file);
      if (!result.ok) return setProblem(t(`rewards.${result.problem}`));
      read.push(result.base64);
    }
    setImages(read);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply.mutate({ id: promotionId, request: { remark, images } }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('rewards.applyTitle')} testId="apply-dialog">
      <form className="reward-apply" onSubmit={submit}>
        <label className="reward-apply__field">
          <span>{t('rewards.remark')}</span>
          <textarea
            value={remark}
            maxLength={APPLICATION_LIMITS.remarkLength}
            rows={3}
            onChange={(event) => setRemark(event.target.value)}
            data-testid="apply-remark"
          />
        </label>
        <label className="reward-apply__field">
          <span>{t('rewards.images')}</span>
          <input
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(event) => void choose(event.target.files)}
            data-testid="apply-images"
          />
        </label>
        <FormAlert message={problem ?? apply.error?.message} testId="apply-error" />
        <Button type="submit" loading={apply.isPending} disabled={problem !== null} block>
          {t('rewards.send')}
        </Button>
      </form>
    </Dialog>
  );
}
