import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BetRecordPage } from '@panalo/contract/bet-records';
import { PLAYER_NOTE_MAX, playerTagsRequest, type PlayerDetail, type PlayerNote, type ResetChannel } from '@panalo/contract/staff-players';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { Block, Rows } from './player-blocks';
import { dateTime, ErrorText, errorText, money, Notice, Pager, QueryState } from './ui';

/** The player page's staff tools: tags, notes, a password reset sent to the member, and the bet records. */

/** The player's tags as badges; staff who manage players edit the whole set in one box. */
export function PlayerTags({ memberId, tags, canManage }: { memberId: number; tags: string[]; canManage: boolean }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [typed, setTyped] = useState(tags.join(' '));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (next: string[]) => api<{ tags: string[] }>('PUT', `/wps/operator/players/${memberId}/tags`, { tags: next }),
    onSuccess: (value) => {
      setError(null);
      setNotice(t('playerTags.saved'));
      setTyped(value.tags.join(' '));
      void client.invalidateQueries({ queryKey: ['player', memberId] });
    },
    onError: (caught) => setError(errorText(caught, t('common.error'))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    // The contract's own rule, so a wrong tag is named before anything is sent.
    const parsed = playerTagsRequest.safeParse({ tags: typed.split(/[\s,]+/).filter(Boolean) });
    if (!parsed.success) return setError(t('playerTags.invalid'));
    save.mutate(parsed.data.tags);
  };
  return (
    <section className="block" aria-labelledby="tags-title">
      <h2 id="tags-title" className="section-title">
        {t('playerTags.title')}
      </h2>
      {tags.length ? (
        <ul className="tag-list" data-testid="player-tags">
          {tags.map((tag) => (
            <li key={tag} className="badge badge-pending">
              {tag}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('playerTags.none')}</p>
      )}
      {canManage ? (
        <form className="form-row" onSubmit={submit}>
          <label className="field grow">
            <span>{t('playerTags.edit')}</span>
            <input
              name="tags"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-describedby="tags-hint"
              autoComplete="off"
            />
          </label>
          <button type="submit" className="primary" disabled={save.isPending}>
            {t('playerTags.save')}
          </button>
        </form>
      ) : null}
      {canManage ? (
        <p id="tags-hint" className="muted small">
          {t('playerTags.hint')}
        </p>
      ) : null}
      <ErrorText error={error} />
      <Notice text={notice} />
    </section>
  );
}

/** Staff notes, newest first with author and time; staff who manage players add one. */
export function PlayerNotes({ memberId, notes, canManage }: { memberId: number; notes: PlayerNote[]; canManage: boolean }) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (text: string) => api<PlayerNote>('POST', `/wps/operator/players/${memberId}/notes`, { body: text }),
    onSuccess: () => {
      setError(null);
      setBody('');
      setNotice(t('playerNotes.added'));
      void client.invalidateQueries({ queryKey: ['player', memberId] });
    },
    onError: (caught) => setError(errorText(caught, t('common.error'))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (body.trim()) add.mutate(body.trim());
  };
  return (
    <section className="block" aria-labelledby="notes-title">
      <h2 id="notes-title" className="section-title">
        {t('playerNotes.title')}
      </h2>
      {canManage ? (
        <form onSubmit={submit} className="note-form">
          <label className="field">
            <span>{t('playerNotes.new')}</span>
            <textarea
              name="note"
              rows={3}
              maxLength={PLAYER_NOTE_MAX}
              required
              value={body}
              onChange={(event) => setBody(event.target.value)}
              aria-describedby="note-count"
            />
          </label>
          <div className="form-row">
            <span id="note-count" className="muted small grow">
              {t('playerNotes.count', { count: body.length })}
            </span>
            <button type="submit" className="primary" disabled={add.isPending || !body.trim()}>
              {t('playerNotes.add')}
            </button>
          </div>
          <ErrorText error={error} />
          <Notice text={notice} />
        </form>
      ) : null}
      {notes.length ? (
        <ol className="notes" data-testid="player-notes">
          {notes.map((note) => (
            <li key={note.id} className="card">
              <p className="note-body">{note.body}</p>
              <p className="muted small">{t('playerNotes.by', { author: note.author, when: dateTime(note.createdAt, lang) })}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t('common.empty')}</p>
      )}
    </section>
  );
}

/** Sends the member a reset code (SMS) or link (e-mail) through the member's recovery flow; staff see where it went, never the secret. */
export function PlayerReset({ memberId, resetTo }: { memberId: number; resetTo: PlayerDetail['resetTo'] }) {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (channel: ResetChannel) =>
      api<{ sentTo: string; expiresInMinutes: number }>('POST', `/wps/operator/players/${memberId}/password-reset`, { channel }),
    onSuccess: (value) => {
      setError(null);
      setNotice(t('playerReset.sent', { to: value.sentTo, minutes: value.expiresInMinutes }));
    },
    onError: (caught) => {
      setNotice(null);
      setError(errorText(caught, t('common.error')));
    },
  });
  const channels = (['sms', 'email'] as const).filter((channel) => resetTo[channel]);
  return (
    <section className="block" aria-labelledby="reset-title">
      <h2 id="reset-title" className="section-title">
        {t('playerReset.title')}
      </h2>
      <p className="muted small">{channels.length ? t('playerReset.intro') : t('playerReset.none')}</p>
      {channels.length ? (
        <div className="actions">
          {channels.map((channel) => (
            <button key={channel} type="button" disabled={send.isPending} onClick={() => send.mutate(channel)}>
              {t(`playerReset.${channel}`, { to: resetTo[channel] ?? '' })}
            </button>
          ))}
        </div>
      ) : null}
      <ErrorText error={error} />
      <Notice text={notice} />
    </section>
  );
}

const BETS_PAGE = 10;

/** The player's rounds with any vendor, newest first, paged on the server, with totals over all of them. */
export function PlayerBets({ memberId, currency }: { memberId: number; currency: string }) {
  const { t, lang } = useI18n();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['player-bets', memberId, pageNo],
    queryFn: () => api<BetRecordPage>('GET', `/wps/operator/players/${memberId}/bets?pageNo=${pageNo}&pageSize=${BETS_PAGE}`),
    placeholderData: keepPreviousData,
  });
  const cash = (amount: number) => money(amount, currency, lang);
  const page = query.data;
  return (
    <Block id="bets" title={t('playerBets.title')} empty={false}>
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={page?.total === 0}
        emptyText={t('common.empty')}
        onRetry={() => void query.refetch()}
      >
        {page ? (
          <>
            <p className="muted small">
              {t('playerBets.totals', {
                total: page.total,
                stake: cash(page.totals.stake),
                win: cash(page.totals.win),
                profit: cash(page.totals.profit),
              })}
            </p>
            <Rows
              head={[
                t('player.when'),
                t('playerBets.game'),
                t('playerBets.stake'),
                t('playerBets.win'),
                t('playerBets.profit'),
                t('playerBets.status'),
              ]}
              rows={page.list}
              cells={(round) => [
                dateTime(round.createdAt, lang),
                <>
                  {round.gameName}
                  <span className="muted small"> {round.vendorName}</span>
                </>,
                cash(round.stake),
                cash(round.win),
                cash(round.profit),
                t(`playerBets.${round.status}`),
              ]}
            />
            <Pager pageNo={pageNo} totalPages={page.totalPages} onPage={setPageNo} />
          </>
        ) : null}
      </QueryState>
    </Block>
  );
}
