/**
 * The Portuguese text blocks (spec 000 section 1: "Text blocks also exist in Portuguese"). The site's
 * languages stay EN and TY; a brand that serves Portuguese-speaking players turns these blocks on
 * with the resource `ptTextBlocks: "1"`, and the footer then shows them beside the chosen language.
 * Other content in Portuguese (help topics, announcements) is the brand's, served by the server.
 */
export const PT_BLOCKS = {
  responsibleTitle: 'Jogo responsável',
  responsibleText:
    'O jogo é uma forma de entretenimento. Apenas maiores de 21 anos podem jogar. Defina limites e nunca jogue com dinheiro que não pode perder.',
  restrictedTitle: 'Pessoas impedidas',
  restrictedText:
    'Funcionários e servidores públicos, membros das forças armadas e da polícia, menores de 21 anos, pessoas inscritas na base nacional de pessoas impedidas e titulares de licenças de emprego em jogos não podem registar-se nem jogar. Os prémios de jogadores não elegíveis revertem a favor do Estado.',
} as const;
