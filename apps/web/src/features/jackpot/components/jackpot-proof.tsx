import { useTranslation } from 'react-i18next';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { drawJackpot } from '@panalo/contract/fair/jackpot';
import type { JackpotWin } from '@panalo/contract/jackpot';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/records/query-state';
import { currentLanguage } from '../../../lib/i18n';
import { useJackpotCycle } from '../api/jackpot-api';

/**
 * A won jackpot round checked in the browser: the revealed seed hashes to the hash published before
 * the round, and the winning bet's draw, recomputed here from the seed and its reference, is a hit.
 */
export function JackpotProof({ win, onClose }: { win: JackpotWin; onClose: () => void }) {
  const { t } = useTranslation();
  const cycle = useJackpotCycle(win.id);
  const name = win.poolName[currentLanguage()];
  return (
    <div
      className="jackpot-proof"
      role="region"
      aria-label={t('jackpot.proofTitle', { name, cycle: win.cycle })}
      data-testid="jackpot-proof"
    >
      <h3>{t('jackpot.proofTitle', { name, cycle: win.cycle })}</h3>
      <QueryState isPending={cycle.isPending} error={cycle.error} onRetry={() => void cycle.refetch()} rows={3}>
        {() => {
          const proof = cycle.data!;
          const seed = proof.serverSeed ?? '';
          const hashOk = seed !== '' && sha256Hex(seed) === proof.seedHash;
          const draw = seed && proof.winningReference ? drawJackpot(seed, proof.winningReference, proof.chancePerMillion) : null;
          const drawOk = draw !== null && draw.hit && draw.roll === proof.winningRoll;
          return (
            <>
              <p className="jackpot-hash">
                {t('jackpot.seedHash', { cycle: proof.cycle })}: {proof.seedHash}
              </p>
              <p className="jackpot-hash">
                {t('jackpot.serverSeed')}: {seed}
              </p>
              <p className="jackpot-hash">
                {t('jackpot.winningReference')}: {proof.winningReference}
              </p>
              <p>{t('jackpot.roll', { roll: proof.winningRoll, chance: proof.chancePerMillion })}</p>
              <p className={hashOk ? 'jackpot-proof__ok' : 'jackpot-proof__bad'} data-testid="jackpot-proof-hash">
                {hashOk ? `✓ ${t('jackpot.hashMatches')}` : `✗ ${t('jackpot.hashDiffers')}`}
              </p>
              <p className={drawOk ? 'jackpot-proof__ok' : 'jackpot-proof__bad'} data-testid="jackpot-proof-draw">
                {drawOk
                  ? `✓ ${t('jackpot.drawMatches', { roll: draw.roll })}`
                  : `✗ ${t('jackpot.drawDiffers', { roll: draw?.roll ?? '—' })}`}
              </p>
              <p className="muted">{t('jackpot.draws', { count: proof.draws.length })}</p>
            </>
          );
        }}
      </QueryState>
      <div>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t('jackpot.close')}
        </Button>
      </div>
    </div>
  );
}
