import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { DecisionDialog, errorText } from './ui';

export type Decision = 'approve' | 'reject';

interface DecisionOptions<Row> {
  /** The call that decides one row: POST with `{ reason }`. */
  path: (row: Row, decision: Decision) => string;
  /** The list to reload once a row is decided. */
  queryKey: readonly unknown[];
  /** The dialog's title, its reason label, and the notice after a decision. */
  title: (row: Row, decision: Decision) => string;
  reasonLabel: string;
  done: (row: Row) => string;
}

/**
 * Approve or reject a queue's row with a reason (required to reject, at most 200 characters):
 * the dialog, the call, the notice after it and the error it may give. The screen renders
 * `dialog` and `notice` once and puts DecisionButtons on each waiting row.
 */
export function useDecisions<Row>(options: DecisionOptions<Row>): {
  ask: (row: Row, decision: Decision) => void;
  notice: string | null;
  dialog: ReactNode;
} {
  const { t } = useI18n();
  const [asking, setAsking] = useState<{ row: Row; decision: Decision } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ row, decision, reason }: { row: Row; decision: Decision; reason: string }) =>
      api('POST', options.path(row, decision), { reason }),
    onSuccess: (_value, { row }) => {
      setAsking(null);
      setError(null);
      setNotice(options.done(row));
      void client.invalidateQueries({ queryKey: options.queryKey });
    },
    onError: (caught) => setError(errorText(caught, t('common.error'))),
  });
  const dialog = asking ? (
    <DecisionDialog
      title={options.title(asking.row, asking.decision)}
      label={options.reasonLabel}
      multiline
      required={asking.decision === 'reject'}
      maxLength={200}
      error={error}
      confirmLabel={t(`decision.${asking.decision}`)}
      danger={asking.decision === 'reject'}
      pending={decide.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={(reason) => decide.mutate({ ...asking, reason })}
    />
  ) : null;
  const ask = (row: Row, decision: Decision) => {
    setError(null);
    setAsking({ row, decision });
  };
  return { ask, notice, dialog };
}

/** The approve and reject buttons of one waiting row. */
export function DecisionButtons({ onDecide }: { onDecide: (decision: Decision) => void }) {
  const { t } = useI18n();
  return (
    <div className="actions">
      <button type="button" className="primary" onClick={() => onDecide('approve')}>
        {t('decision.approve')}
      </button>
      <button type="button" className="danger" onClick={() => onDecide('reject')}>
        {t('decision.reject')}
      </button>
    </div>
  );
}
