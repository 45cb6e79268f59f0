import type { BuiltInTopics } from './help-topic-tags';

/** The built-in help topics in Tagalog (the spec's TY). `{brand}` becomes the brand's name. */
export const HELP_TOPICS_TY: BuiltInTopics = {
  rules: {
    title: 'Mga Tuntunin at Kundisyon',
    content: `
<h3>1. Sino ang maaaring maglaro</h3>
<p>Maaari kang magbukas ng account sa {brand} kung ikaw ay hindi bababa sa 21 taong gulang at hindi ka restricted person. Ang mga restricted person ay:</p>
<ul>
<li>mga opisyal at empleyado ng gobyerno;</li>
<li>mga kasapi ng Armed Forces of the Philippines at ng Philippine National Police;</li>
<li>mga taong wala pang 21 taong gulang;</li>
<li>mga nakalista sa pambansang database ng mga restricted person, kasama ang mga nag-exclude ng sarili;</li>
<li>mga may hawak ng gaming employment license.</li>
</ul>
<p>Ang pondo ng manlalarong mapatunayang hindi kwalipikado ay mapupunta sa gobyerno, ayon sa utos ng regulator.</p>
<h3>2. Ang iyong account</h3>
<p>Isang account lamang bawat tao. Ilihim ang iyong password: lahat ng gawin gamit ang iyong log-in ay ituturing na sa iyo. Sabihan agad ang customer service kung sa tingin mo ay may ibang gumamit ng iyong account.</p>
<h3>3. Pag-verify ng pagkakakilanlan (KYC)</h3>
<p>Inuutos ng regulator na i-verify namin ang bawat miyembro. Tapusin ang verification sa loob ng 3 araw mula sa pagrehistro: kumpirmahin ang iyong personal na impormasyon, i-upload ang harap at likod ng valid ID at isang selfie na hawak ito. Ang withdrawal ay ibinibigay lamang sa mga verified na miyembro, sa account na nakapangalan sa kanila.</p>
<h3>4. Deposito, taya at withdrawal</h3>
<p>Ang mga halaga ay nasa piso. Pinal ang taya kapag tinanggap na ito ng laro. Maaari naming i-hold ang withdrawal habang sinusuri, at maaari naming ipawalang-bisa ang mga tayang nagmula sa error, sira o pang-aabuso sa platform.</p>
<h3>5. Mga promosyon</h3>
<p>May sariling tuntunin ang bawat promosyon, na ipinapakita kasama nito. Maaaring kanselahin ang bonus kapag nilabag ang mga tuntunin o kapag gumamit ng maraming account para makuha ito.</p>
<h3>6. Responsableng paglalaro</h3>
<p>Libangan ang paglalaro, hindi paraan ng pagkakakitaan. Basahin ang aming pahina tungkol sa responsableng paglalaro para sa mga limitasyon, pahinga at self-exclusion.</p>
<h3>7. Mga pagbabago</h3>
<p>Maaari naming baguhin ang mga tuntuning ito; ang bersyong nakikita rito ang siyang umiiral. Kung hindi mo tinatanggap ang pagbabago, tumigil sa paglalaro at hilingin sa customer service na isara ang iyong account.</p>`,
  },
  responsibleGaming: {
    title: 'Responsableng Paglalaro',
    content: `
<p>Nais ng {brand} na manatiling masaya ang paglalaro. Maglaro lamang gamit ang perang kaya mong mawala, at huwag kailanman para bawiin ang natalo.</p>
<h3>Mga babala</h3>
<ul>
<li>Mas maraming oras o pera ang nagagastos mo kaysa sa plano.</li>
<li>Nangungutang ka o nagbebenta ng gamit para makapaglaro.</li>
<li>Naaapektuhan ng paglalaro ang iyong trabaho, pag-aaral, pamilya o tulog.</li>
<li>Nagiging balisa o mainitin ang ulo mo kapag sinusubukan mong tumigil.</li>
</ul>
<h3>Ang maaari mong gawin</h3>
<ul>
<li>Magtakda ng budget at limitasyon sa oras bago magsimula, at magpahinga nang madalas.</li>
<li>Humiling sa customer service ng pahinga (cooling-off) o ng self-exclusion.</li>
<li>Maaari ka ring mag-apply ng exclusion sa regulator; ang mga excluded ay nakalista sa pambansang database ng mga restricted person.</li>
</ul>
<p>Bawal maglaro ang mga menor de edad. Kung may kahati ka sa device, ilihim ang iyong log-in.</p>`,
  },
  privacy: {
    title: 'Patakaran sa Privacy',
    content: `
<p>Pinoproseso ng {brand} ang iyong personal na datos ayon sa Data Privacy Act of 2012 (Republic Act No. 10173).</p>
<h3>Ang aming kinokolekta</h3>
<p>Ang detalye ng iyong account at contact, ang mga ID at selfie ng iyong verification, ang iyong mga transaksyon at taya, at teknikal na datos gaya ng IP address at device na ginamit sa pag-log in.</p>
<h3>Bakit</h3>
<p>Para patakbuhin ang iyong account at mga bayad, i-verify ang iyong pagkakakilanlan at edad, pigilan ang mga restricted person, labanan ang panloloko at money laundering, at tuparin ang mga ulat na hinihingi ng regulator.</p>
<h3>Pagbabahagi</h3>
<p>Ibinabahagi lamang namin ang datos sa regulator at sa mga awtoridad na humihingi nito ayon sa batas, at sa mga payment at game provider hangga't kailangan nila ito para mapagsilbihan ka. Hindi namin ibinebenta ang iyong datos.</p>
<h3>Ang iyong mga karapatan</h3>
<p>Maaari mong hilinging makita, itama o, kung pinapayagan ng batas, burahin ang iyong datos. Ang mga rekord na kailangang itago ayon sa batas ay itinatago sa panahong itinakda nito. Makipag-ugnayan sa customer service para sa anumang tanong tungkol sa privacy.</p>`,
  },
  depositWithdraw: {
    title: 'Deposito at Withdrawal',
    content: `
<h3>Deposito</h3>
<p>Pumili ng payment channel sa Deposit, ilagay ang halaga at sundin ang payment page. Papasok ang pera sa iyong balance kapag nakumpirma na ang bayad; aabisuhan ka kapag pumasok na ito.</p>
<h3>Withdrawal</h3>
<ul>
<li>Tapusin muna ang iyong identity verification (KYC).</li>
<li>Magdagdag ng payout account na nakapangalan sa iyo at magtakda ng withdrawal password.</li>
<li>Ilagay ang halaga ayon sa mga limitasyong nakikita; may limitasyon ang bilang ng withdrawal bawat araw.</li>
</ul>
<p>Naka-hold ang halaga habang sinusuri ang withdrawal, at ibinabalik sa iyong balance kapag tinanggihan. Kapag naibayad na, pakikumpirma kung natanggap mo ito.</p>
<p>Itago ang iyong mga resibo. Kung hindi dumating ang bayad, makipag-ugnayan sa customer service dala ang reference number.</p>`,
  },
  kyc: {
    title: 'Pag-verify ng Pagkakakilanlan (KYC)',
    content: `
<p>Inuutos ng regulator na ma-verify ang bawat miyembro. Tapusin ito sa loob ng 3 araw matapos magrehistro.</p>
<ol>
<li>Kumpirmahin ang iyong personal na impormasyon: buong pangalan, kaarawan, mga address, lugar ng kapanganakan, nasyonalidad, pinagmumulan ng kita at uri ng trabaho.</li>
<li>Mag-upload ng malinaw na larawan ng harap at likod ng valid ID (passport, driver's license, national ID, UMID at iba pa).</li>
<li>Mag-upload ng selfie na hawak ang harap ng parehong ID.</li>
</ol>
<p>Ang mga larawan ay dapat JPEG o PNG, hindi hihigit sa 5 MB bawat isa. Dapat ay hindi ka bababa sa 21 taong gulang. Sinusuri namin ang iyong detalye sa pambansang database ng mga restricted person.</p>`,
  },
  contact: {
    title: 'Makipag-ugnayan sa Amin',
    content: `
<p>Handang tumulong ang customer service ng {brand}. Gamitin ang live chat o ang mga contact button sa gilid ng pahina.</p>
<p>Ihanda ang iyong username, at para sa mga bayad, ang halaga, oras at reference number. Hindi namin kailanman hihingin ang iyong password.</p>`,
  },
};
