import { fairStream } from './fair-stream';

/**
 * The raffle draw, on the provably fair byte stream (docs/provably-fair.md). Tickets are numbered
 * from 0 in member-id order: a member with n tickets holds n consecutive numbers. For each prize,
 * first prize first, one number is drawn uniformly (FairStream.nextInt) among the tickets of the
 * members who have not won yet, counted again in member-id order without the winners; so nobody
 * wins twice. The server seed's SHA-256 is shown before the draw and the seed after it, so anyone
 * can redo the draw from the published entries.
 */

export interface RaffleEntry {
  memberId: number;
  tickets: number;
}

export interface RaffleWin {
  /** 1 for the first prize. */
  rank: number;
  memberId: number;
  /** The winning ticket's number in the first numbering (all entries, member-id order). */
  ticket: number;
}

/** The client seed of a raffle: fixed by the promotion, so the server seed alone decides and was committed first. */
export const raffleClientSeed = (promotionId: number): string => `raffle-${promotionId}`;

export function drawRaffle(serverSeed: string, clientSeed: string, entries: readonly RaffleEntry[], prizes: number): RaffleWin[] {
  const ordered = entries.filter((entry) => entry.tickets > 0).sort((a, b) => a.memberId - b.memberId);
  const firstNumber = new Map<number, number>();
  let total = 0;
  for (const entry of ordered) {
    firstNumber.set(entry.memberId, total);
    total += entry.tickets;
  }
  const stream = fairStream(serverSeed, clientSeed, 0);
  const left = [...ordered];
  const wins: RaffleWin[] = [];
  for (let rank = 1; rank <= prizes && left.length > 0; rank++) {
    const remaining = left.reduce((sum, entry) => sum + entry.tickets, 0);
    let pick = stream.nextInt(remaining);
    const index = left.findIndex((entry) => {
      if (pick < entry.tickets) return true;
      pick -= entry.tickets;
      return false;
    });
    const winner = left[index]!;
    wins.push({ rank, memberId: winner.memberId, ticket: firstNumber.get(winner.memberId)! + pick });
    left.splice(index, 1);
  }
  return wins;
}

/** Tickets a member earned: one per `depositPerTicket` deposited plus one per `turnoverPerTicket` of turnover, up to the cap. */
export function ticketsOf(
  rule: { depositPerTicket?: number | undefined; turnoverPerTicket?: number | undefined; maxTicketsPerMember?: number | undefined },
  deposits: number,
  turnover: number,
): number {
  const fromDeposits = rule.depositPerTicket ? Math.floor(Math.max(0, deposits) / rule.depositPerTicket) : 0;
  const fromTurnover = rule.turnoverPerTicket ? Math.floor(Math.max(0, turnover) / rule.turnoverPerTicket) : 0;
  const tickets = fromDeposits + fromTurnover;
  return rule.maxTicketsPerMember === undefined ? tickets : Math.min(tickets, rule.maxTicketsPerMember);
}
