/** English texts of the site shell (menus, footer, modals, agent centre); new top-level keys only. */
export const shellEn = {};
