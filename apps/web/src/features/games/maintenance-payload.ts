import type { Game } from '@panalo/contract/games';

/** What opens the maintenance dialog ('gameMaintenance'): the game in maintenance (a tile, or a launch the server refused). */
export interface MaintenancePayload {
  game: Game;
}
