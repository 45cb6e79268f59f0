import type { Language } from './constants';

/**
 * The error catalogue (spec 000 section 8), one code per failure the client can act on.
 * Each code carries its HTTP status and its message in every supported language.
 */
interface ErrorDefinition {
  status: number;
  en: string;
  ty: string;
}

const catalogue = {
  VALIDATION_FAILED: {
    status: 400,
    en: 'Please Enter Correct Information',
    ty: 'Pakilagay ang tamang impormasyon',
  },
  REQUIRED_FIELDS_MISSING: {
    status: 400,
    en: 'All required fields must be completed',
    ty: 'Kailangang kumpletuhin ang lahat ng kinakailangang field',
  },
  CREDENTIALS_REQUIRED: {
    status: 400,
    en: 'Please enter the username and password.',
    ty: 'Pakilagay ang username at password.',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    en: 'Incorrect username or password.',
    ty: 'Mali ang username o password.',
  },
  USER_NOT_FOUND: {
    status: 404,
    en: 'Username/Email does not exist.',
    ty: 'Hindi umiiral ang username/email.',
  },
  ACCOUNT_FORMAT_INVALID: {
    status: 400,
    en: 'Account format is incorrect',
    ty: 'Mali ang format ng account',
  },
  PASSWORD_FORMAT_INVALID: {
    status: 400,
    en: 'Password format is incorrect',
    ty: 'Mali ang format ng password',
  },
  EMAIL_FORMAT_INVALID: {
    status: 400,
    en: 'E-mail format is incorrect',
    ty: 'Mali ang format ng e-mail',
  },
  PASSWORD_CONFIRMATION_MISMATCH: {
    status: 400,
    en: 'Confirmation password is not correct',
    ty: 'Hindi tugma ang kumpirmasyon ng password',
  },
  OLD_PASSWORD_INCORRECT: {
    status: 400,
    en: 'The current password is not correct',
    ty: 'Mali ang kasalukuyang password',
  },
  PASSWORD_REUSED: {
    status: 400,
    en: 'The new password must differ from the current one',
    ty: 'Dapat iba ang bagong password sa kasalukuyan',
  },
  USERNAME_TAKEN: {
    status: 409,
    en: 'This username is already registered',
    ty: 'Nakarehistro na ang username na ito',
  },
  INVALID_INVITATION_CODE: {
    status: 400,
    en: 'Invalid invitation code',
    ty: 'Hindi wastong invitation code',
  },
  TERMS_NOT_ACCEPTED: {
    status: 400,
    en: 'accept terms to continue',
    ty: 'tanggapin ang mga tuntunin upang magpatuloy',
  },
  AGE_NOT_CONFIRMED: {
    status: 400,
    en: 'You must confirm that you are at least 21 years old',
    ty: 'Kailangan mong kumpirmahin na ikaw ay hindi bababa sa 21 taong gulang',
  },
  VENUE_REQUIRED: {
    status: 400,
    en: 'Please select outlet name',
    ty: 'Pakipili ang pangalan ng outlet',
  },
  CAPTCHA_REQUIRED: {
    status: 400,
    en: 'Please complete verification first.',
    ty: 'Pakikumpleto muna ang beripikasyon.',
  },
  CAPTCHA_INVALID: {
    status: 400,
    en: 'The verification code is not correct, please try again',
    ty: 'Mali ang verification code, pakisubukang muli',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    en: 'Too many requests, please try again later',
    ty: 'Masyadong maraming request, pakisubukang muli mamaya',
  },
  REFRESH_TOO_FAST: {
    status: 429,
    en: 'Please wait a moment before trying again',
    ty: 'Maghintay sandali bago subukang muli',
  },
  NOT_LOGGED_IN: {
    status: 401,
    en: 'You are not logged in, please login',
    ty: 'Hindi ka naka-login, mangyaring mag-login',
  },
  SESSION_EXPIRED: {
    status: 401,
    en: 'Your session has expired, please login again',
    ty: 'Nag-expire na ang iyong session, mangyaring mag-login muli',
  },
  NON_MEMBER_ACCOUNT: {
    status: 403,
    en: 'Non-member account unable to login',
    ty: 'Hindi makakapag-login ang account na hindi miyembro',
  },
  ACCOUNT_DISABLED: {
    status: 403,
    en: 'This account is locked, please contact customer service',
    ty: 'Naka-lock ang account na ito, mangyaring makipag-ugnayan sa customer service',
  },
  IP_LOCKED: {
    status: 403,
    en: 'Your IP is temporarily locked, please contact customer service',
    ty: 'Pansamantalang naka-lock ang iyong IP, mangyaring makipag-ugnayan sa customer service',
  },
  LOGIN_VERIFICATION_REQUIRED: {
    status: 403,
    en: 'This log-in is from a new location. Enter the code we sent you to continue.',
    ty: 'Mula sa bagong lokasyon ang log-in na ito. Ilagay ang code na ipinadala namin para makapagpatuloy.',
  },
  LOGIN_CODE_NOT_SENT: {
    status: 502,
    en: 'We could not send your log-in code, please try again later',
    ty: 'Hindi namin naipadala ang iyong log-in code, pakisubukang muli mamaya',
  },
  LOGIN_CODE_RESEND_LIMIT: {
    status: 429,
    en: 'No more codes can be sent for this log-in. Please log in again.',
    ty: 'Wala nang code na maipapadala para sa log-in na ito. Mangyaring mag-log in muli.',
  },
  NOT_AGENT: {
    status: 403,
    en: 'This account is not an agent',
    ty: 'Ang account na ito ay hindi ahente',
  },
  NOT_IN_TEAM: {
    status: 404,
    en: 'This account is not in your team',
    ty: 'Ang account na ito ay wala sa iyong team',
  },
  RATE_ABOVE_UPLINE: {
    status: 400,
    en: "A downline agent's rate cannot be higher than your own rate",
    ty: 'Hindi maaaring mas mataas ang rate ng downline agent kaysa sa sarili mong rate',
  },
  CONTRACT_KIND_DISABLED: {
    status: 403,
    en: 'This kind of contract is not offered on this site',
    ty: 'Hindi inaalok ang ganitong uri ng kontrata sa site na ito',
  },
  CONTRACT_NOT_FOUND: {
    status: 404,
    en: 'This contract was not found',
    ty: 'Hindi nahanap ang kontratang ito',
  },
  CONTRACT_DIRECT_DOWNLINE_ONLY: {
    status: 400,
    en: 'Contracts are offered to your direct downline agents only',
    ty: 'Ang mga kontrata ay inaalok lamang sa iyong mga direktang downline agent',
  },
  CONTRACT_TIERS_NOT_INCREASING: {
    status: 400,
    en: 'Each tier must have a higher rate and requirements no lower than the tier before it',
    ty: 'Ang bawat tier ay dapat may mas mataas na rate at mga kinakailangan na hindi mas mababa kaysa sa naunang tier',
  },
  CONTRACT_TERMS_INVALID: {
    status: 400,
    en: 'The contract terms are incomplete for this kind of contract',
    ty: 'Kulang ang mga tuntunin ng kontrata para sa ganitong uri ng kontrata',
  },
  CONTRACT_OFFER_PENDING: {
    status: 409,
    en: 'An offer of this kind is already waiting for an answer',
    ty: 'May alok na ganitong uri na naghihintay pa ng sagot',
  },
  CONTRACT_RATES_ABOVE_UPLINE: {
    status: 400,
    en: "Together with this downline's other contracts from you, this rate is above your own rate. Lower it to what is left",
    ty: 'Kasama ng iba pang kontrata ng downline na ito mula sa iyo, lampas na ang rate na ito sa sarili mong rate. Babaan ito sa natitira',
  },
  CONTRACT_ENDS_DOWNLINE: {
    status: 409,
    en: "Accepting ends your downlines' contracts that pay a higher rate. Confirm to continue",
    ty: 'Ang pagtanggap ay magtatapos sa mga kontrata ng iyong downline na may mas mataas na rate. Kumpirmahin upang magpatuloy',
  },
  NEED_TRUE_ACCOUNT: {
    status: 403,
    en: 'Please register a real account to use this feature',
    ty: 'Mangyaring magrehistro ng totoong account upang magamit ito',
  },
  FREE_PLAY_DISABLED: {
    status: 403,
    en: 'Free play is not available',
    ty: 'Hindi available ang free play',
  },
  REGISTRATION_DISABLED: {
    status: 403,
    en: 'Registration by this method is not available',
    ty: 'Hindi available ang pagpaparehistro sa paraang ito',
  },
  INVALID_DOMAIN: {
    status: 404,
    en: 'Invalid URL, please contact customer service',
    ty: 'Hindi wastong URL, mangyaring makipag-ugnayan sa customer service',
  },
  REGION_RESTRICTED: {
    status: 403,
    en: 'Access restricted by location or IP',
    ty: 'Pinaghihigpitan ang access ayon sa lokasyon o IP',
  },
  MAINTENANCE: {
    status: 503,
    en: 'The system is under maintenance, please come back later',
    ty: 'Kasalukuyang nasa maintenance ang system, bumalik mamaya',
  },
  SERVER_BUSY: {
    status: 503,
    en: 'The server is busy, please try again in a few seconds',
    ty: 'Abala ang server, pakisubukang muli pagkalipas ng ilang segundo',
  },
  SERVICE_STARTING: {
    status: 503,
    en: 'The site is starting up, please try again in a few seconds',
    ty: 'Nagsisimula pa ang site, pakisubukang muli pagkalipas ng ilang segundo',
  },
  ENCRYPTION_REQUIRED: {
    status: 400,
    en: 'This request must be sent encrypted',
    ty: 'Kailangang naka-encrypt ang request na ito',
  },
  DECRYPTION_FAILED: {
    status: 400,
    en: 'The request could not be read, please refresh the page and try again',
    ty: 'Hindi mabasa ang request, paki-refresh ang page at subukang muli',
  },
  NOT_FOUND: {
    status: 404,
    en: 'The requested resource was not found',
    ty: 'Hindi nahanap ang hinihiling',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    en: 'Please send the request as JSON',
    ty: 'Pakipadala ang request bilang JSON',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    en: 'The request is too large',
    ty: 'Masyadong malaki ang request',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    en: 'This request needs an Idempotency-Key header',
    ty: 'Kailangan ng request na ito ang Idempotency-Key header',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    en: 'This request key was already used for a different request',
    ty: 'Nagamit na ang request key na ito sa ibang request',
  },
  INSUFFICIENT_BALANCE: {
    status: 400,
    en: 'Insufficient balance',
    ty: 'Kulang ang balanse',
  },
  AMOUNT_OUT_OF_RANGE: {
    status: 400,
    en: 'The amount is outside the allowed range',
    ty: 'Ang halaga ay labas sa pinapayagang saklaw',
  },
  CHANNEL_UNAVAILABLE: {
    status: 400,
    en: 'This payment channel is not available',
    ty: 'Hindi available ang payment channel na ito',
  },
  PAYMENT_PASSWORD_NOT_SET: {
    status: 400,
    en: 'Please set a withdrawal password first',
    ty: 'Pakiset muna ang withdrawal password',
  },
  PAYMENT_PASSWORD_INCORRECT: {
    status: 400,
    en: 'The withdrawal password is not correct',
    ty: 'Mali ang withdrawal password',
  },
  PAYMENT_PASSWORD_FORMAT_INVALID: {
    status: 400,
    en: 'The withdrawal password must be 6 digits',
    ty: 'Ang withdrawal password ay dapat 6 na digit',
  },
  WAGERING_OPEN: {
    status: 400,
    en: 'Your bonus wagering is not complete yet',
    ty: 'Hindi pa kumpleto ang wagering ng iyong bonus',
  },
  PROMOTION_NOT_FOUND: {
    status: 404,
    en: 'The promotion was not found',
    ty: 'Hindi nahanap ang promosyon',
  },
  PROMOTION_CLOSED: {
    status: 400,
    en: 'This promotion is not open',
    ty: 'Hindi bukas ang promosyong ito',
  },
  PROMOTION_NOT_ELIGIBLE: {
    status: 403,
    en: 'You are not eligible for this promotion',
    ty: 'Hindi ka kwalipikado sa promosyong ito',
  },
  PROMOTION_BUDGET_EXHAUSTED: {
    status: 409,
    en: 'This promotion has run out of rewards',
    ty: 'Naubos na ang mga reward ng promosyong ito',
  },
  PROMOTION_LIMIT_REACHED: {
    status: 409,
    en: 'You have already received this reward',
    ty: 'Natanggap mo na ang reward na ito',
  },
  PROMOTION_MEMBER_CAP_REACHED: {
    status: 409,
    en: 'This reward would go over the most this promotion pays one member',
    ty: 'Lalampas ang reward na ito sa pinakamalaking maibibigay ng promosyong ito sa isang miyembro',
  },
  PROMOTION_LIMITS_REQUIRED: {
    status: 400,
    en: 'A promotion needs a budget and a per-member cap, and the cap cannot be over the budget',
    ty: 'Kailangan ng promosyon ang budget at limitasyon bawat miyembro, at hindi maaaring lumampas sa budget ang limitasyon',
  },
  MISSION_NOT_COMPLETE: {
    status: 400,
    en: 'This mission is not complete yet',
    ty: 'Hindi pa tapos ang misyong ito',
  },
  MISSION_ALREADY_CLAIMED: {
    status: 409,
    en: 'You have already claimed this mission',
    ty: 'Na-claim mo na ang misyong ito',
  },
  FEEDBACK_TOO_SHORT: {
    status: 400,
    en: 'Your feedback is too short',
    ty: 'Masyadong maikli ang iyong feedback',
  },
  FEEDBACK_TOO_LONG: {
    status: 400,
    en: 'Your feedback is too long',
    ty: 'Masyadong mahaba ang iyong feedback',
  },
  FEEDBACK_DAILY_LIMIT: {
    status: 429,
    en: 'You have sent the most feedback allowed today, please try again tomorrow',
    ty: 'Naabot mo na ang pinakamaraming feedback ngayong araw, pakisubukang muli bukas',
  },
  FEEDBACK_ALREADY_REPLIED: {
    status: 409,
    en: 'This feedback already has a reply',
    ty: 'May sagot na ang feedback na ito',
  },
  POINTS_DISABLED: {
    status: 403,
    en: 'The points mall is not open',
    ty: 'Hindi bukas ang points mall',
  },
  POINTS_REWARD_NOT_FOUND: {
    status: 404,
    en: 'This reward is no longer offered',
    ty: 'Hindi na inaalok ang reward na ito',
  },
  POINTS_REWARD_CHANGED: {
    status: 409,
    en: 'The points or amount of this reward changed, please check and try again',
    ty: 'Nagbago ang points o halaga ng reward na ito, pakisuri at subukang muli',
  },
  POINTS_OUT_OF_STOCK: {
    status: 409,
    en: 'Not enough of this reward is left',
    ty: 'Kulang na ang natitirang stock ng reward na ito',
  },
  POINTS_INSUFFICIENT: {
    status: 400,
    en: 'You do not have enough points',
    ty: 'Kulang ang iyong points',
  },
  POINTS_CONVERT_BELOW_MINIMUM: {
    status: 400,
    en: 'That is fewer points than the least you can convert',
    ty: 'Mas kaunti ito sa pinakamababang points na maaaring i-convert',
  },
  POINTS_CONVERT_DISABLED: {
    status: 403,
    en: 'Converting points to cash is not offered',
    ty: 'Hindi inaalok ang pag-convert ng points sa cash',
  },
  REDEEM_NOT_FOUND: {
    status: 404,
    en: 'The redeem was not found',
    ty: 'Hindi nahanap ang redeem',
  },
  REDEEM_ALREADY_DECIDED: {
    status: 409,
    en: 'This redeem has already been decided',
    ty: 'Napagpasyahan na ang redeem na ito',
  },
  REBATE_BELOW_MINIMUM: {
    status: 400,
    en: 'Your rebate is below the least that can be claimed',
    ty: 'Ang iyong rebate ay mas mababa sa pinakamababang maaaring i-claim',
  },
  NOTHING_TO_CLAIM: {
    status: 400,
    en: 'There is nothing to claim yet',
    ty: 'Wala pang maaaring i-claim',
  },
  PROMOTION_NOT_JOINED: {
    status: 400,
    en: 'Join this promotion first',
    ty: 'Sumali muna sa promosyong ito',
  },
  RAFFLE_NOT_DUE: {
    status: 409,
    en: 'The raffle draw time has not come yet',
    ty: 'Hindi pa oras ng bunutan ng raffle',
  },
  ALREADY_JOINED: {
    status: 409,
    en: 'You have already joined this promotion',
    ty: 'Sumali ka na sa promosyong ito',
  },
  ACTIVITY_REMARK_TOO_LONG: {
    status: 400,
    en: 'The comment can have at most 140 characters',
    ty: 'Hanggang 140 character lang ang komento',
  },
  ACTIVITY_TOO_MANY_IMAGES: {
    status: 400,
    en: 'You can upload at most 3 images',
    ty: 'Hanggang 3 larawan lang ang maaaring i-upload',
  },
  WITHDRAW_DAILY_LIMIT: {
    status: 400,
    en: 'You have reached the number of withdrawals allowed today',
    ty: 'Naabot mo na ang bilang ng withdrawal na pinapayagan ngayong araw',
  },
  KYC_REQUIRED: {
    status: 403,
    en: 'Please complete identity verification (KYC) first',
    ty: 'Pakikumpleto muna ang identity verification (KYC)',
  },
  PAYOUT_ACCOUNT_NOT_FOUND: {
    status: 404,
    en: 'The withdrawal account was not found',
    ty: 'Hindi nahanap ang withdrawal account',
  },
  PAYOUT_ACCOUNT_LIMIT: {
    status: 400,
    en: 'You can save at most 5 withdrawal accounts',
    ty: 'Hanggang 5 withdrawal account lang ang maaaring i-save',
  },
  RECORD_NOT_FOUND: {
    status: 404,
    en: 'The record was not found',
    ty: 'Hindi nahanap ang record',
  },
  GAME_NOT_FOUND: {
    status: 404,
    en: 'This game is not available. Please choose another game.',
    ty: 'Hindi available ang larong ito. Pumili ng ibang laro.',
  },
  ALREADY_PROCESSED: {
    status: 409,
    en: 'This request has already been processed',
    ty: 'Naproseso na ang request na ito',
  },
  AGENT_APPLICATION_PENDING: {
    status: 409,
    en: 'An application with these details is already waiting for a decision. We will contact you soon.',
    ty: 'May application na may ganitong detalye na naghihintay ng desisyon. Makikipag-ugnayan kami sa iyo sa lalong madaling panahon.',
  },
  DEPOSIT_NOT_PENDING: {
    status: 409,
    en: 'This deposit is no longer pending, so it cannot be cancelled',
    ty: 'Hindi na pending ang deposit na ito, kaya hindi na ito makakansela',
  },
  PAYMENT_CLOSED: {
    status: 409,
    en: 'This payment was cancelled or has expired. Please start a new deposit.',
    ty: 'Kinansela o nag-expire na ang bayad na ito. Magsimula ng bagong deposit.',
  },
  PAYMENT_CLOSED_BREAK: {
    status: 409,
    en: 'This deposit was cancelled because you are taking a break from play. Please do not pay it: money paid now is refunded, not added to your wallet.',
    ty: 'Kinansela ang deposit na ito dahil nagpapahinga ka mula sa paglalaro. Huwag na itong bayaran: ang perang ibabayad ngayon ay ibabalik, hindi idadagdag sa iyong wallet.',
  },
  WITHDRAWAL_NOT_APPROVED: {
    status: 409,
    en: 'This withdrawal must be approved before it can be marked as paid',
    ty: 'Kailangang maaprubahan muna ang withdrawal na ito bago ito markahang bayad',
  },
  TRANSFER_NOT_ALLOWED: {
    status: 403,
    en: 'Transfers to this account are not allowed',
    ty: 'Hindi pinapayagan ang paglipat sa account na ito',
  },
  WALLET_NOT_FOUND: {
    status: 404,
    en: 'This game wallet does not exist',
    ty: 'Hindi umiiral ang game wallet na ito',
  },
  VENDOR_TRANSFER_FAILED: {
    status: 409,
    en: 'The game wallet did not answer; your money is back in your main wallet',
    ty: 'Hindi sumagot ang game wallet; naibalik na ang pera sa iyong main wallet',
  },
  SIGNATURE_INVALID: {
    status: 401,
    en: 'The request signature is not valid',
    ty: 'Hindi wasto ang signature ng request',
  },
  SIGNATURE_STALE: {
    status: 401,
    en: 'The request timestamp is too far from the server clock',
    ty: 'Masyadong malayo sa oras ng server ang timestamp ng request',
  },
  GAME_SESSION_INVALID: {
    status: 401,
    en: 'The game session has ended. Please open the game again.',
    ty: 'Natapos na ang game session. Pakibuksan muli ang laro.',
  },
  GAME_UNDER_MAINTENANCE: {
    status: 409,
    en: 'This game is under maintenance. Please try another game.',
    ty: 'Inaayos ang larong ito. Subukan ang ibang laro.',
  },
  LIVE_HOST_NOT_FOUND: {
    status: 404,
    en: 'This live host is not at this site.',
    ty: 'Wala sa site na ito ang live host na ito.',
  },
  LIVE_HOST_ON_BREAK: {
    status: 409,
    en: 'The host is on a break. The room opens again when they are back.',
    ty: 'Naka-break ang host. Bubukas muli ang room pagbalik niya.',
  },
  LIVE_CHAT_EXPIRED: {
    status: 401,
    en: 'This chat link has expired. Please open the room again from Live hosts.',
    ty: 'Nag-expire na ang chat link na ito. Pakibuksan muli ang room mula sa Live hosts.',
  },
  LIVE_CHAT_MESSAGE_INVALID: {
    status: 400,
    en: 'A message is 1 to 200 characters.',
    ty: 'Ang mensahe ay 1 hanggang 200 character.',
  },
  FREE_PLAY_NOT_OFFERED: {
    status: 403,
    en: 'This game has no free play. Please play it with a real account.',
    ty: 'Walang free play ang larong ito. Laruin ito gamit ang totoong account.',
  },
  ROUND_NOT_FOUND: {
    status: 404,
    en: 'No bet was found for this round',
    ty: 'Walang taya na nahanap para sa round na ito',
  },
  ROUND_SETTLED: {
    status: 409,
    en: 'This round is already settled',
    ty: 'Tapos na ang round na ito',
  },
  BET_CANCELLED: {
    status: 409,
    en: 'This bet was already cancelled',
    ty: 'Nakansela na ang tayang ito',
  },
  BET_CLOSED: {
    status: 409,
    en: 'Betting on this round has closed. Pick a round that is still open.',
    ty: 'Sarado na ang taya sa round na ito. Pumili ng round na bukas pa.',
  },
  CASH_OUT_UNAVAILABLE: {
    status: 409,
    en: 'This bet cannot be cashed out now',
    ty: 'Hindi ma-cash out ang tayang ito ngayon',
  },
  ODDS_CHANGED: {
    status: 409,
    en: 'The price changed before your bet was taken. Check the new price and place the bet again.',
    ty: 'Nagbago ang presyo bago natanggap ang taya mo. Tingnan ang bagong presyo at tumaya ulit.',
  },
  BOOK_LIMIT_REACHED: {
    status: 409,
    en: 'This side takes no bet this large now: your stake would move its price below the lowest the book pays. Lower the stake or pick another side.',
    ty: 'Hindi tumatanggap ang panig na ito ng ganito kalaking taya ngayon: ibababa ng taya mo ang presyo nito sa pinakamababang ibinabayad. Babaan ang taya o pumili ng ibang panig.',
  },
  CASH_OUT_CHANGED: {
    status: 409,
    en: 'The cash-out offer changed. Check the new offer and cash out again.',
    ty: 'Nagbago ang alok na cash-out. Tingnan ang bagong alok at mag-cash out ulit.',
  },
  ROUND_ROLLED_BACK: {
    status: 409,
    en: 'Every bet of this round was cancelled, so it cannot pay a win',
    ty: 'Nakansela ang lahat ng taya sa round na ito, kaya hindi ito makakapagbayad ng panalo',
  },
  ROUND_WIN_PAID: {
    status: 409,
    en: 'This round already paid a win, so its stake cannot be returned',
    ty: 'May naibayad nang panalo sa round na ito, kaya hindi na maibabalik ang taya',
  },
  WIN_LIMIT_EXCEEDED: {
    status: 422,
    en: 'This win is over the limit allowed for one round',
    ty: 'Lampas ang panalong ito sa limitasyong pinapayagan sa isang round',
  },
  BET_OVER_WIN_LIMIT: {
    status: 422,
    en: 'This bet could win more than one round may pay: lower the stake or the target',
    ty: 'Maaaring manalo ang tayang ito nang higit sa pinapayagan sa isang round: babaan ang taya o ang target',
  },
  OPERATOR_ONLY: {
    status: 403,
    en: 'Only operators can do this',
    ty: 'Ang mga operator lamang ang makakagawa nito',
  },
  STAFF_FORBIDDEN: {
    status: 403,
    en: 'Your staff role does not allow this',
    ty: 'Hindi ito pinapayagan ng iyong tungkulin bilang staff',
  },
  FOUR_EYES_OWN_REQUEST: {
    status: 403,
    en: 'A second staff member must approve this request',
    ty: 'Kailangang aprubahan ng ibang staff ang request na ito',
  },
  FOUR_EYES_RELATED_STAFF: {
    status: 403,
    en: 'Staff who created or promoted one another cannot decide each other’s requests',
    ty: 'Hindi maaaring magpasya ang staff sa request ng staff na gumawa o nagtaas ng tungkulin nila, o ng ginawa o itinaas nila',
  },
  FOUR_EYES_NEW_ACCOUNT: {
    status: 403,
    en: 'A new staff account cannot decide approvals yet',
    ty: 'Hindi pa makakapagpasya ng mga approval ang bagong staff account',
  },
  STAFF_NOT_CONFIRMED: {
    status: 403,
    en: 'This staff account is waiting for a second admin to confirm it',
    ty: 'Naghihintay pa ang staff account na ito ng kumpirmasyon ng ikalawang admin',
  },
  STAFF_CHANGE_PENDING: {
    status: 409,
    en: 'A change of this staff member is already waiting for a second admin',
    ty: 'May pagbabago na sa staff na ito na naghihintay sa ikalawang admin',
  },
  STAFF_SETUP_LINK_INVALID: {
    status: 400,
    en: 'This set-up link is not valid or has expired: ask an admin for a new one',
    ty: 'Hindi wasto o nag-expire na ang set-up link na ito: humingi ng bago sa isang admin',
  },
  TWO_FACTOR_INVALID: {
    status: 401,
    en: 'The code is incorrect or has expired',
    ty: 'Mali o nag-expire na ang code',
  },
  TWO_FACTOR_REQUIRED: {
    status: 403,
    en: 'Sign in to the back office with your authenticator code',
    ty: 'Mag-sign in sa back office gamit ang code ng iyong authenticator',
  },
  STAFF_PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    en: 'Choose a new password to replace the temporary one',
    ty: 'Pumili ng bagong password kapalit ng pansamantala',
  },
  STAFF_SELF_CHANGE: {
    status: 403,
    en: 'You cannot change your own roles or access',
    ty: 'Hindi mo mababago ang sarili mong mga tungkulin o access',
  },
  STAFF_IP_NOT_ALLOWED: {
    status: 403,
    en: 'Staff sign-in is not allowed from this network',
    ty: 'Hindi pinapayagan ang pag-sign in ng staff mula sa network na ito',
  },
  STAFF_SIGN_IN_EXPIRED: {
    status: 401,
    en: 'This sign-in has expired, please start again',
    ty: 'Nag-expire na ang pag-sign in na ito, pakiulit mula sa simula',
  },
  UPLINE_NOT_FOUND: {
    status: 404,
    en: 'No agent of this brand has that username',
    ty: 'Walang agent ng brand na ito na may ganitong username',
  },
  UPLINE_NOT_AGENT: {
    status: 400,
    en: 'Players can only be placed under an agent account',
    ty: 'Sa ilalim lamang ng agent account maaaring ilagay ang mga player',
  },
  UPLINE_IN_OWN_TEAM: {
    status: 409,
    en: 'A player cannot be placed under themselves or anyone in their own team',
    ty: 'Hindi maaaring ilagay ang player sa ilalim ng sarili niya o ng sinuman sa sarili niyang team',
  },
  UPLINE_CONTRACT_OPEN: {
    status: 409,
    en: 'This player has an agent contract offered or running: end it before changing the agent',
    ty: 'May alok o tumatakbong agent contract ang player na ito: tapusin muna ito bago palitan ang agent',
  },
  RESET_ADDRESS_MISSING: {
    status: 409,
    en: 'The player has no verified address for this, choose another way',
    ty: 'Walang beripikadong address ang player para dito, pumili ng ibang paraan',
  },
  FILE_TYPE_INVALID: {
    status: 400,
    en: 'Only JPEG, JPG or PNG images are accepted',
    ty: 'JPEG, JPG o PNG na larawan lamang ang tinatanggap',
  },
  FILE_TOO_LARGE: {
    status: 400,
    en: 'The file must be 5 MB or smaller',
    ty: 'Ang file ay dapat 5 MB o mas maliit',
  },
  PROOF_REQUIRED: {
    status: 400,
    en: 'Please upload a screenshot as proof',
    ty: 'Mag-upload ng screenshot bilang patunay',
  },
  PAYMENT_MISMATCH: {
    status: 409,
    en: 'The payment does not match the deposit',
    ty: 'Hindi tugma ang bayad sa deposito',
  },
  PHONE_REQUIRED: {
    status: 400,
    en: 'Please enter your mobile number',
    ty: 'Pakilagay ang iyong mobile number',
  },
  PHONE_FORMAT_INVALID: {
    status: 400,
    en: 'Phone number format incorrect',
    ty: 'Mali ang format ng phone number',
  },
  MOBILE_TAKEN: {
    status: 409,
    en: 'This mobile number is already registered',
    ty: 'Nakarehistro na ang mobile number na ito',
  },
  VERIFICATION_CODE_REQUIRED: {
    status: 400,
    en: 'Please enter the verification code',
    ty: 'Pakilagay ang verification code',
  },
  VERIFICATION_CODE_INVALID: {
    status: 400,
    en: 'Enter valid verification code',
    ty: 'Maglagay ng wastong verification code',
  },
  VERIFICATION_CODE_EXPIRED: {
    status: 400,
    en: 'The verification code has expired, please send again',
    ty: 'Nag-expire na ang verification code, pakipadala muli',
  },
  FUNCTION_NOT_ENABLED: {
    status: 403,
    en: 'Function not enabled, please contact customer service',
    ty: 'Hindi naka-enable ang function na ito, mangyaring makipag-ugnayan sa customer service',
  },
  SMS_QUOTA_INSUFFICIENT: {
    status: 503,
    en: 'Quota not sufficient, please contact customer service',
    ty: 'Kulang ang quota, mangyaring makipag-ugnayan sa customer service',
  },
  SMS_CAPTCHA_CHECK_FAILED: {
    status: 403,
    en: 'Captcha check failed or domain not whitelisted',
    ty: 'Hindi pumasa ang captcha check o hindi naka-whitelist ang domain',
  },
  SMS_PROVIDER_ERROR: {
    status: 502,
    en: 'Unknown error while sending the SMS, please try again later',
    ty: 'Hindi kilalang error sa pagpapadala ng SMS, pakisubukang muli mamaya',
  },
  SOCIAL_LOGIN_DISABLED: {
    status: 403,
    en: 'This sign-in method is not available',
    ty: 'Hindi available ang paraang ito ng pag-sign in',
  },
  SOCIAL_LOGIN_STATE_INVALID: {
    status: 400,
    en: 'The sign-in has expired or was already used. Please try again',
    ty: 'Nag-expire na o nagamit na ang pag-sign in. Pakisubukang muli',
  },
  SOCIAL_LOGIN_CANCELLED: {
    status: 400,
    en: 'Login popup closed by user, please try again',
    ty: 'Isinara ng user ang login popup, pakisubukang muli',
  },
  SOCIAL_LOGIN_FAILED: {
    status: 502,
    en: 'The sign-in service did not answer correctly. Please try again later',
    ty: 'Hindi tama ang sagot ng serbisyo ng pag-sign in. Pakisubukang muli mamaya',
  },
  LOGIN_CODE_INVALID: {
    status: 401,
    en: 'The sign-in code is invalid or has expired. Please sign in again',
    ty: 'Hindi wasto o nag-expire na ang sign-in code. Mag-sign in muli',
  },
  AGE_UNDER_21: {
    status: 400,
    en: 'You must be at least 21 years old. Please check your date of birth',
    ty: 'Dapat ay 21 taong gulang ka o higit pa. Pakisuri ang iyong petsa ng kapanganakan',
  },
  NAME_FORMAT_INVALID: {
    status: 400,
    en: 'Real name format incorrect',
    ty: 'Mali ang format ng tunay na pangalan',
  },
  ID_FRONT_REQUIRED: {
    status: 400,
    en: 'Please upload front of your ID',
    ty: 'Paki-upload ang harap ng iyong ID',
  },
  ID_BACK_REQUIRED: {
    status: 400,
    en: 'Please upload back of your ID',
    ty: 'Paki-upload ang likod ng iyong ID',
  },
  ID_SELFIE_REQUIRED: {
    status: 400,
    en: 'Please upload Selfie with the Front Side',
    ty: 'Paki-upload ang selfie na hawak ang harap ng iyong ID',
  },
  KYC_INFO_REQUIRED: {
    status: 409,
    en: 'Please save your personal information first',
    ty: 'Paki-save muna ang iyong personal na impormasyon',
  },
  KYC_PENDING: {
    status: 409,
    en: 'Your identity verification is being reviewed',
    ty: 'Sinusuri pa ang iyong identity verification',
  },
  KYC_ALREADY_VERIFIED: {
    status: 409,
    en: 'Your identity is already verified',
    ty: 'Na-verify na ang iyong pagkakakilanlan',
  },
  RESTRICTED_PERSON: {
    status: 403,
    en: 'We cannot accept this account: the person is on the restricted-persons list. Please contact customer service',
    ty: 'Hindi namin matatanggap ang account na ito: ang tao ay nasa listahan ng mga restricted person. Mangyaring makipag-ugnayan sa customer service',
  },
  AML_CASE_NOT_FOUND: {
    status: 404,
    en: 'This case does not exist.',
    ty: 'Hindi umiiral ang kasong ito.',
  },
  AML_CASE_DECIDED: {
    status: 409,
    en: 'This case was already closed or reported.',
    ty: 'Naisara o naiulat na ang kasong ito.',
  },
  FORFEIT_HOLD_NOT_FOUND: {
    status: 404,
    en: 'This hold does not exist.',
    ty: 'Hindi umiiral ang hold na ito.',
  },
  FORFEIT_HOLD_DECIDED: {
    status: 409,
    en: 'This hold was already released or forfeited.',
    ty: 'Nai-release o na-forfeit na ang hold na ito.',
  },
  RG_TIME_OUT: {
    status: 403,
    en: 'You are taking a break from play. You can log in again after the time shown.',
    ty: 'Nagpapahinga ka mula sa paglalaro. Makakapag-login ka muli pagkatapos ng oras na nakasaad.',
  },
  RG_SELF_EXCLUDED: {
    status: 403,
    en: 'You have excluded yourself from play until the time shown. You can still withdraw your balance.',
    ty: 'Ibinukod mo ang iyong sarili sa paglalaro hanggang sa oras na nakasaad. Maaari mo pa ring i-withdraw ang iyong balanse.',
  },
  RG_ALREADY_ON_BREAK: {
    status: 409,
    en: 'A break or self-exclusion is already in force on this account.',
    ty: 'May umiiral nang pahinga o self-exclusion sa account na ito.',
  },
  RG_EXCLUSION_SHORTER: {
    status: 409,
    en: 'An exclusion can only be made longer, never shorter.',
    ty: 'Maaari lamang pahabain ang isang exclusion, hindi kailanman paikliin.',
  },
  RG_LIFT_TOO_EARLY: {
    status: 409,
    en: 'A self-exclusion cannot be lifted during its first six months.',
    ty: 'Hindi maaaring alisin ang self-exclusion sa unang anim na buwan nito.',
  },
  RG_LIFT_NOT_ALLOWED: {
    status: 409,
    en: 'There is no self-exclusion that can be lifted on this account.',
    ty: 'Walang self-exclusion na maaaring alisin sa account na ito.',
  },
  RG_IDENTITY_EXCLUDED: {
    status: 403,
    en: 'We cannot open an account for this person: the details match a self-excluded player. Please contact customer service',
    ty: 'Hindi kami makakapagbukas ng account para sa taong ito: tugma ang mga detalye sa isang self-excluded na manlalaro. Mangyaring makipag-ugnayan sa customer service',
  },
  HUMAN_CHECK_INVALID: {
    status: 400,
    en: 'Verification failed, please verify again.',
    ty: 'Hindi pumasa ang beripikasyon, pakiberipika muli.',
  },
  HUMAN_CHECK_EXPIRED: {
    status: 400,
    en: 'Verification has expired, please verify again.',
    ty: 'Nag-expire na ang beripikasyon, pakiberipika muli.',
  },
  HUMAN_CHECK_USED: {
    status: 400,
    en: 'This verification was already used, please verify again.',
    ty: 'Nagamit na ang beripikasyong ito, pakiberipika muli.',
  },
  PASSWORD_RESET_LINK_INVALID: {
    status: 400,
    en: 'This password reset link is not valid. Please request a new one.',
    ty: 'Hindi wasto ang link na ito para sa pag-reset ng password. Humiling ng bago.',
  },
  PASSWORD_RESET_LINK_EXPIRED: {
    status: 400,
    en: 'This password reset link has expired. Please request a new one.',
    ty: 'Nag-expire na ang link na ito para sa pag-reset ng password. Humiling ng bago.',
  },
  PASSWORD_RESET_LINK_USED: {
    status: 400,
    en: 'This password reset link was already used. Please request a new one.',
    ty: 'Nagamit na ang link na ito para sa pag-reset ng password. Humiling ng bago.',
  },
  UNLOCK_LINK_INVALID: {
    status: 400,
    en: 'This unlock link is not valid, has expired or was already used. Ask for a new one from the log-in.',
    ty: 'Hindi wasto, nag-expire na, o nagamit na ang link na ito para i-unlock ang account. Humiling ng bago mula sa log-in.',
  },
  REFERRAL_HOLD_DECIDED: {
    status: 409,
    en: 'This held referral reward was already released or rejected.',
    ty: 'Nai-release o na-reject na ang naka-hold na referral reward na ito.',
  },
  RG_DEPOSIT_LIMIT: {
    status: 400,
    en: 'This deposit would pass your deposit limit.',
    ty: 'Lalampas ang deposito na ito sa iyong deposit limit.',
  },
  RG_LOSS_LIMIT: {
    status: 400,
    en: 'This bet would pass your loss limit.',
    ty: 'Lalampas ang taya na ito sa iyong loss limit.',
  },
  RG_WAGER_LIMIT: {
    status: 400,
    en: 'This bet would pass your wager limit.',
    ty: 'Lalampas ang taya na ito sa iyong wager limit.',
  },
  RG_SESSION_LIMIT: {
    status: 401,
    en: 'Your session time limit is reached. You have been logged out.',
    ty: 'Naabot na ang iyong session time limit. Na-log out ka na.',
  },
  UNKNOWN_ERROR: {
    status: 500,
    en: 'Unknown error.',
    ty: 'Hindi kilalang error.',
  },
} satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof catalogue;
export const ERROR_CODES = Object.keys(catalogue) as ErrorCode[];

export const errorStatus = (code: ErrorCode): number => catalogue[code].status;

export function errorMessage(code: ErrorCode, language: Language): string {
  const entry: ErrorDefinition = catalogue[code];
  return language === 'TY' ? entry.ty : entry.en;
}

const CODES = new Set<string>(ERROR_CODES);
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && CODES.has(value);

/**
 * A wait in words: seconds under a minute, else whole minutes rounded up, and hours from 60
 * minutes on ("1 hour", "1 hour 5 minutes"; Tagalog "1 oras at 5 minuto").
 */
export function waitText(seconds: number, language: Language): string {
  const tl = language === 'TY';
  const unit = (count: number, en: string, ty: string) => (tl ? `${count} ${ty}` : `${count} ${en}${count === 1 ? '' : 's'}`);
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'second', 'segundo');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return unit(minutes, 'minute', 'minuto');
  const hours = unit(Math.floor(minutes / 60), 'hour', 'oras');
  const rest = minutes % 60;
  return rest === 0 ? hours : `${hours}${tl ? ' at ' : ' '}${unit(rest, 'minute', 'minuto')}`;
}

/** TOO_MANY_REQUESTS with the real wait when it is known (the answer's retryAfter, in seconds). */
/** WAGERING_OPEN with the turnover still needed, formatted by the caller's currency (minor units / 100). */
export function wageringMessage(turnoverLeft: number, language: Language): string {
  const left = (turnoverLeft / 100).toFixed(2);
  return language === 'TY'
    ? `Hindi pa kumpleto ang wagering ng iyong bonus: ${left} pa ang kailangang taya`
    : `Your bonus wagering is not complete: ${left} turnover left`;
}

export function retryMessage(retryAfter: number, language: Language): string {
  const wait = waitText(retryAfter, language);
  return language === 'TY'
    ? `Masyadong maraming request, pakisubukang muli pagkalipas ng ${wait}`
    : `Too many requests, please retry after ${wait}`;
}

/** The periods a limit refusal names, in words. */
const PERIOD_WORDS = {
  DAILY: { en: 'daily', ty: 'pang-araw-araw na' },
  WEEKLY: { en: 'weekly', ty: 'lingguhang' },
  MONTHLY: { en: 'monthly', ty: 'buwanang' },
} as const;
const LIMIT_WORDS = {
  RG_DEPOSIT_LIMIT: { en: 'deposit', ty: 'deposit', act: { en: 'deposit', ty: 'deposito' } },
  RG_LOSS_LIMIT: { en: 'loss', ty: 'loss', act: { en: 'bet', ty: 'taya' } },
  RG_WAGER_LIMIT: { en: 'wager', ty: 'wager', act: { en: 'bet', ty: 'taya' } },
} as const;

/**
 * A money limit's refusal names the limit and when it resets (`resetsAtText`, already in the
 * brand's time zone): "This bet would pass your daily loss limit. It resets at 2026-11-25 00:00 (GMT+8)."
 */
export function playLimitMessage(
  code: 'RG_DEPOSIT_LIMIT' | 'RG_LOSS_LIMIT' | 'RG_WAGER_LIMIT',
  period: keyof typeof PERIOD_WORDS,
  resetsAtText: string,
  language: Language,
): string {
  const words = LIMIT_WORDS[code];
  const when = PERIOD_WORDS[period];
  return language === 'TY'
    ? `Lalampas ang ${words.act.ty} na ito sa iyong ${when.ty} ${words.ty} limit. Magre-reset ito sa ${resetsAtText}.`
    : `This ${words.act.en} would pass your ${when.en} ${words.en} limit. It resets at ${resetsAtText}.`;
}
