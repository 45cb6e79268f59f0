import type { Game, GameClassify, GameType, VendorCard } from '@panalo/contract/games';
import type { GameRow, VendorCardRow } from './game.repository';
import { gameMaintenance, vendorInMaintenance, type MaintenanceNow } from './maintenance';

/** Icons are drawn by the server (game-icons.ts): no outside image is ever needed. */
export const gameIconUrl = (vendorCode: string, gameCode: string): string =>
  `/lgw/games/icon/${encodeURIComponent(vendorCode)}/${encodeURIComponent(gameCode)}.svg`;
export const vendorIconUrl = (vendorCode: string): string => `/lgw/games/vendor-icon/${encodeURIComponent(vendorCode)}.svg`;

export function toGame(row: GameRow, maintenance: MaintenanceNow): Game {
  return {
    nodeId: row.id,
    vassalage: row.vendor_code,
    gameCode: row.game_code,
    gameType: row.game_type as GameType,
    gameClassify: row.game_classify as GameClassify,
    gameName: row.name,
    isGame: row.is_lobby ? 'VASSALAGE' : 'GAME',
    minBet: Number(row.min_bet),
    minLineNum: row.min_line_num,
    isHot: row.is_hot === 1,
    iconUrl: gameIconUrl(row.vendor_code, row.game_code),
    supportPlay: row.support_play,
    prizeMode: (row.prize_mode as Game['prizeMode']) ?? null,
    rtp: row.rtp_bp === null ? null : row.rtp_bp / 100,
    maintenance: gameMaintenance(maintenance, { vendorCode: row.vendor_code, gameCode: row.game_code, vendorStatus: row.vendor_status }).on,
  };
}

export function toVendorCard(row: VendorCardRow, maintenance: MaintenanceNow, gameType: GameType = row.game_type as GameType): VendorCard {
  return {
    vassalage: row.code,
    displayName: row.name,
    lagerIcon: vendorIconUrl(row.code),
    gameType,
    gameClassify: (row.game_classify as GameClassify | null) ?? null,
    gameCount: Number(row.game_count),
    launchMode: row.launch_mode === 'INPAGE' ? 'INPAGE' : 'POPUP',
    maintenance: vendorInMaintenance(maintenance, row),
  };
}
