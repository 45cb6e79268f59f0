import type { BuiltInTopics } from './help-topic-tags';

/** The built-in help topics in English. `{brand}` becomes the brand's name. */
export const HELP_TOPICS_EN: BuiltInTopics = {
  rules: {
    title: 'Terms and Conditions',
    content: `
<h3>1. Who may play</h3>
<p>You may open an account with {brand} only if you are at least 21 years old and you are not a restricted person. Restricted persons are:</p>
<ul>
<li>government officials and employees;</li>
<li>members of the Armed Forces of the Philippines and of the Philippine National Police;</li>
<li>persons under 21 years of age;</li>
<li>persons listed in the national database of restricted persons, including those who excluded themselves;</li>
<li>holders of a gaming employment licence.</li>
</ul>
<p>Funds of a player found to be ineligible are forfeited in favour of the government, as the regulator requires.</p>
<h3>2. Your account</h3>
<p>One person may hold one account. Keep your password secret: every action taken with your log-in is treated as yours. Tell customer service at once if you think someone else used your account.</p>
<h3>3. Identity verification (KYC)</h3>
<p>The regulator requires us to verify every member. Complete the verification within 3 days of registering: confirm your personal information, upload the front and back of a valid ID and a selfie holding it. Withdrawals are paid only to verified members, to accounts in their own name.</p>
<h3>4. Deposits, bets and withdrawals</h3>
<p>Amounts are in Philippine pesos. A bet is final once the game has accepted it. We may hold a withdrawal while we check it, and we may void bets placed through errors, faults or abuse of the platform.</p>
<h3>5. Promotions</h3>
<p>Each promotion has its own rules, shown with it. A bonus may be cancelled if its rules are broken or if several accounts are used to claim it.</p>
<h3>6. Responsible gaming</h3>
<p>Gaming is entertainment, not a way to earn money. Read our responsible gaming page for limits, breaks and self-exclusion.</p>
<h3>7. Changes</h3>
<p>We may change these terms; the version shown here is the one that applies. If you do not accept a change, stop playing and ask customer service to close your account.</p>`,
  },
  responsibleGaming: {
    title: 'Responsible Gaming',
    content: `
<p>{brand} wants gaming to stay fun. Play only with money you can afford to lose, and never to win back losses.</p>
<h3>Warning signs</h3>
<ul>
<li>You spend more time or money than you planned.</li>
<li>You borrow money or sell things to play.</li>
<li>Gaming affects your work, studies, family or sleep.</li>
<li>You feel restless or irritable when you try to stop.</li>
</ul>
<h3>What you can do</h3>
<ul>
<li>Set yourself a budget and a time limit before you start, and take regular breaks.</li>
<li>Ask customer service for a break (cooling-off) or to exclude yourself from playing.</li>
<li>You can also apply for exclusion with the regulator; excluded persons are listed in the national database of restricted persons.</li>
</ul>
<p>Minors may not play. If you share your device, keep your log-in private.</p>`,
  },
  privacy: {
    title: 'Privacy Policy',
    content: `
<p>{brand} processes your personal data under the Data Privacy Act of 2012 (Republic Act No. 10173).</p>
<h3>What we collect</h3>
<p>Your account details, contact details, the identity documents and selfie of your verification, your transactions and bets, and technical data such as IP addresses and devices used to log in.</p>
<h3>Why</h3>
<p>To run your account and payments, to verify your identity and age, to keep restricted persons out, to prevent fraud and money laundering, and to meet the regulator's reporting duties.</p>
<h3>Sharing</h3>
<p>We share data only with the regulator and authorities that require it, and with payment and game providers as far as they need it to serve you. We do not sell your data.</p>
<h3>Your rights</h3>
<p>You may ask to see, correct or, where the law allows, delete your data. Records the law requires us to keep are kept for the period it sets. Contact customer service for any privacy question.</p>`,
  },
  depositWithdraw: {
    title: 'Deposits and Withdrawals',
    content: `
<h3>Deposits</h3>
<p>Choose a payment channel under Deposit, enter the amount and follow the payment page. Your balance is credited as soon as the payment is confirmed; you are told when it is.</p>
<h3>Withdrawals</h3>
<ul>
<li>Complete your identity verification (KYC) first.</li>
<li>Add a payout account in your own name and set a withdrawal password.</li>
<li>Enter the amount within the limits shown; the number of withdrawals per day is limited.</li>
</ul>
<p>The amount is held while the withdrawal is reviewed, and returned to your balance if it is rejected. When it has been paid, please confirm whether you received it.</p>
<p>Keep your payment receipts. If a payment does not arrive, contact customer service with the reference number.</p>`,
  },
  kyc: {
    title: 'Identity Verification (KYC)',
    content: `
<p>The regulator requires every member to be verified. Finish within 3 days after registering.</p>
<ol>
<li>Confirm your personal information: full name, birthday, addresses, place of birth, nationality, source of income and nature of work.</li>
<li>Upload clear photos of the front and back of a valid ID (passport, driver's licence, national ID, UMID and others).</li>
<li>Upload a selfie holding the front of the same ID.</li>
</ol>
<p>Photos must be JPEG or PNG, at most 5 MB each. You must be at least 21 years old. We check your details against the national database of restricted persons.</p>`,
  },
  contact: {
    title: 'Contact Us',
    content: `
<p>Customer service of {brand} is here to help. Use the live chat or the contact buttons on the side of the page.</p>
<p>Have your username ready, and for payments the amount, time and reference number. We will never ask for your password.</p>`,
  },
};
