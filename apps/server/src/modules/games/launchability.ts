/**
 * Whether a vendor can open a game: the one rule the lobby and the launch share (docs/games.md,
 * "Launchability"). A vendor can launch when a launch adapter is mapped to it, which the catalogue
 * records as its launch page (`vendors.launch_url`: an outside vendor's address, the sandbox
 * vendor page, the built-in games' page, or a studio's page). A vendor without one has no way to
 * open any of its games, so none of them is offered in a lobby answer (the repository's
 * `offeredGames` applies the same rule in SQL); a mapping made later shows them with no other edit.
 */
export function canLaunch(vendor: { launch_url: string | null }): vendor is { launch_url: string } {
  return typeof vendor.launch_url === 'string' && vendor.launch_url.length > 0;
}
