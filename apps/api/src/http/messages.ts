import type { FastifyRequest } from 'fastify';
import {
  type Language,
  type LocalizedText,
  type MessageId as DomainMessageId,
  noticeMessages,
  resolveLanguage,
  validationMessages,
} from '@siirto/domain';

/**
 * The API's one message catalog: the domain's validation messages and notices (their one home: the dashboard shows
 * the same texts) plus the messages only the server sends, each in Finnish and English. Routes put a message id
 * (optionally with parameters, see `withParams`) into errors, zod issues and answers; `message()` gives its text in
 * the request's language (Accept-Language fi | en, Finnish by default). The error handler (errors.ts) translates the
 * ids in every error body, so a route that throws needs no language.
 */
export type { Language };

/** The first language the request asks for (en, en-GB, ... are English), Finnish unless it is one the product has. */
export function languageOf(request: FastifyRequest): Language {
  return resolveLanguage(request.headers['accept-language']?.split(',')[0]);
}

/**
 * Messages only the server sends (a text the domain has is the domain's: no copy here). `{name}` is replaced by a
 * parameter (see `withParams`).
 */
export const serverMessages = {
  // ---- validation ----
  pinRefused: { fi: 'PIN-koodi on virheellinen tai vanhentunut', en: 'The PIN code is wrong or expired' },
  invitationInvalid: { fi: 'Kutsu ei ole voimassa', en: 'The invitation is not valid' },
  currentPasswordWrong: { fi: 'Nykyinen salasana on väärä', en: 'The current password is wrong' },
  usernameTaken: { fi: 'Tämä sähköpostiosoite on jo käytössä', en: 'This e-mail address is already in use' },
  usernameMismatch: {
    fi: 'Sähköpostin ja käyttäjätunnuksen tulee olla samat',
    en: 'E-mail and username must be the same',
  },
  cityUnknown: { fi: 'Valitse kaupunki', en: 'Choose a city' },
  linkUsed: { fi: 'Linkki on jo käytetty', en: 'The link has already been used' },
  emailChanged: {
    fi: 'Sähköpostiosoite on vaihdettu. Kirjaudu jatkossa uudella osoitteella.',
    en: 'Your e-mail address was changed. Sign in with the new address from now on.',
  },
  calendarDay: { fi: 'Päivämäärä muodossa VVVV-KK-PP', en: 'A date as YYYY-MM-DD' },
  language: { fi: 'Valitse kieli: fi tai en', en: 'Choose a language: fi or en' },
  tooLong: { fi: 'Arvo on liian pitkä', en: 'The value is too long' },
  maxChars: { fi: 'Enintään {max} merkkiä', en: 'At most {max} characters' },
  textValue: { fi: 'Arvon tulee olla tekstiä', en: 'The value must be text' },
  booleanValue: { fi: 'Arvon tulee olla true tai false', en: 'The value must be true or false' },
  companyInvalid: { fi: 'Virheellinen yritys', en: 'Invalid company' },
  accountInvalid: { fi: 'Virheellinen tili', en: 'Invalid account' },
  countryCode: { fi: 'Maakoodi, esim. FI', en: 'A country code, e.g. FI' },
  invoicingTypeValue: {
    fi: 'Laskutustapa on 2 (verkkolasku) tai 5 (sähköposti)',
    en: 'The invoicing type is 2 (e-invoice) or 5 (e-mail)',
  },
  geoPoint: { fi: 'Koordinaattien tulee olla GeoJSON-piste', en: 'Coordinates must be a GeoJSON point' },
  geoPointType: { fi: "GeoJSON-tyypin tulee olla 'Point'", en: "GeoJSON type must be 'Point'" },
  longitude: { fi: 'Pituusasteen tulee olla luku', en: 'Longitude must be a number' },
  latitude: { fi: 'Leveysasteen tulee olla luku', en: 'Latitude must be a number' },
  roleChoose: { fi: 'Valitse rooli', en: 'Choose a role' },
  userTypeChoose: { fi: 'Valitse käyttäjätyyppi', en: 'Choose the user type' },
  locationChoose: { fi: 'Valitse toimipaikka', en: 'Choose a business location' },
  locationChooseOne: { fi: 'Valitse yksi toimipaikka', en: 'Choose one business location' },
  licenceChoose: { fi: 'Valitse lisenssi', en: 'Choose a licence' },
  licenceUnknown: { fi: 'Tuntematon lisenssi', en: 'Unknown licence' },
  accountTypeValue: { fi: 'Tyyppi on private tai company', en: 'The type is private or company' },
  portfolioUnknown: { fi: 'Tuntematon portfolio', en: 'Unknown portfolio' },
  statusList: { fi: 'Tilat pilkuin eroteltuina, esim. 2,8', en: 'States separated by commas, e.g. 2,8' },
  imageInvalid: {
    fi: 'Tiedosto ei ole kelvollinen PNG- tai JPEG-kuva',
    en: 'The file is not a valid PNG or JPEG image',
  },
  // ---- users and accounts ----
  userExists: {
    fi: 'Käyttäjä tällä sähköpostiosoitteella on jo olemassa',
    en: 'A user with this e-mail address already exists',
  },
  userExistsInCompany: { fi: 'Käyttäjä on jo olemassa', en: 'The user already exists' },
  userInAccount: { fi: 'Käyttäjä on jo tilillä.', en: 'The user is already in the account.' },
  lastAccountAdmin: {
    fi: 'Tilillä on oltava vähintään yksi pääkäyttäjä',
    en: 'The account must have at least one admin',
  },
  lastCompanyAdmin: {
    fi: 'Yrityksellä on oltava vähintään yksi pääkäyttäjä',
    en: 'The company must have at least one admin',
  },
  cannotRemoveSelf: { fi: 'Et voi poistaa itseäsi.', en: 'You cannot remove yourself.' },
  invitationPending: {
    fi: 'Tähän osoitteeseen on jo lähetetty voimassa oleva kutsu',
    en: 'A valid invitation has already been sent to this address',
  },
  licenceUserLimit: {
    fi: 'Lisenssin käyttäjämäärä ({limit}) on täynnä.',
    en: 'The user limit of the licence ({limit}) has been reached.',
  },
  licenceChangeViaSupport: {
    fi: 'Lisenssin voi vaihtaa kerran vuodessa asiakaspalvelun kautta.',
    en: 'The licence can be changed once a year through customer service.',
  },
  licenceNoPayment: {
    fi: 'Lisenssi on maksuton tai hinnoitellaan erikseen; maksua ei tarvita.',
    en: 'The licence is free or priced separately; no payment is needed.',
  },
  // ---- permissions ----
  notAuthenticated: { fi: 'Kirjautumistiedot puuttuvat.', en: 'Authentication credentials were not provided.' },
  tokenNotValid: {
    fi: 'Tunniste ei kelpaa millekään tunnistetyypille',
    en: 'Given token not valid for any token type',
  },
  tokenInvalidOrExpired: { fi: 'Tunniste on virheellinen tai vanhentunut', en: 'Token is invalid or expired' },
  // The dashboard's own sign-in texts (spec 1 §8), so the page shows the same words whichever it picks.
  wrongCredentials: { fi: 'Tarkista sähköposti tai salasana', en: 'Check the e-mail or password' },
  userNotActivated: { fi: 'Käyttäjä ei ole aktivoitu', en: 'The user is not activated' },
  emailNotConfirmed: { fi: 'Sähköposti ei ole vahvistettu', en: 'The e-mail address is not confirmed' },
  permissionDenied: {
    fi: 'Sinulla ei ole oikeutta tähän toimintoon.',
    en: 'You do not have permission to perform this action.',
  },
  apiKeyInvalid: { fi: 'API-avain ei kelpaa.', en: 'The API key is not valid.' },
  apiKeyScope: {
    fi: 'API-avaimen oikeudet eivät salli tätä toimintoa.',
    en: "The API key's scopes do not allow this operation.",
  },
  companyNotAccepted: { fi: 'Yritys odottaa hyväksyntää.', en: 'The company awaits approval.' },
  noCompany: { fi: 'Sinulla ei ole yritystä.', en: 'No company.' },
  noAccount: { fi: 'Sinulla ei ole tiliä.', en: 'No account.' },
  companyAdminRequired: {
    fi: 'Sinun tulee olla yrityksen pääkäyttäjä tehdäksesi tämän.',
    en: 'You need to be a company admin to do this.',
  },
  companyAdminRequiredEditCompany: {
    fi: 'Sinun tulee olla yrityksen pääkäyttäjä muokataksesi yritystä.',
    en: 'You need to be a company admin to edit the company.',
  },
  companyAdminRequiredEditUsers: {
    fi: 'Sinun tulee olla yrityksen pääkäyttäjä muokataksesi käyttäjiä.',
    en: 'You need to be a company admin to edit users.',
  },
  companyAdminRequiredRemoveUsers: {
    fi: 'Sinun tulee olla yrityksen pääkäyttäjä poistaaksesi käyttäjiä.',
    en: 'You need to be a company admin to remove users.',
  },
  companyAdminRequiredInvite: {
    fi: 'Sinun tulee olla yrityksen pääkäyttäjä kutsuaksesi käyttäjiä.',
    en: 'You need to be a company admin to invite users.',
  },
  companyAdminRequiredResend: {
    fi: 'Vain yrityksen pääkäyttäjät voivat lähettää kutsuja uudelleen.',
    en: 'Only company admins can resend invitations.',
  },
  companyAdminRequiredDeleteInvitation: {
    fi: 'Vain yrityksen pääkäyttäjät voivat poistaa kutsuja.',
    en: 'Only company admins can delete invitations.',
  },
  accountAdminRequiredAddCompany: {
    fi: 'Vain tilin pääkäyttäjät voivat lisätä yrityksiä.',
    en: 'Only account admins can add companies.',
  },
  accountAdminRequiredUsers: {
    fi: 'Vain tilin pääkäyttäjät voivat hallita tilin käyttäjiä.',
    en: 'Only account admins can manage account users.',
  },
  accountAdminRequiredSubscription: {
    fi: 'Vain tilin pääkäyttäjät voivat vaihtaa tilausta.',
    en: 'Only account admins can change the subscription.',
  },
  accountAdminRequiredPayment: {
    fi: 'Vain tilin pääkäyttäjät voivat maksaa lisenssin.',
    en: 'Only account admins can pay the licence.',
  },
  // ---- answers ----
  pinSent: { fi: 'PIN-koodi lähetetty sähköpostiisi', en: 'Pin-code sent successfully to your email' },
  resetLinkSent: { fi: 'Salasanan palautuslinkki on lähetetty', en: 'A password reset link was sent' },
  passwordChanged: { fi: 'Salasana vaihdettu', en: 'Password changed' },
  invitationSent: { fi: 'Kutsu lähetetty', en: 'Invitation sent' },
  mailFailed: {
    fi: 'Sähköpostin lähetys epäonnistui. Yritä myöhemmin uudelleen.',
    en: 'Sending the e-mail failed. Please try again later.',
  },
  welcomeTitle: { fi: 'Tervetuloa Siirtoon', en: 'Welcome to Siirto' },
  welcomeTitleNamed: { fi: 'Tervetuloa Siirtoon, {name}', en: 'Welcome to Siirto, {name}' },
  welcomeText: {
    fi: 'Tilaa ajoneuvosiirrot ja seuraa niitä kartalla.',
    en: 'Order vehicle transports and follow them on the map.',
  },
  // ---- the test card payment page (routes/payments/index.ts) ----
  paymentNotFound: { fi: 'Maksua ei löydy', en: 'Payment not found' },
  paymentLinkInvalid: {
    fi: 'Maksulinkki on virheellinen tai vanhentunut.',
    en: 'The payment link is invalid or has expired.',
  },
  paymentPageTitle: { fi: 'Siirto: maksu', en: 'Siirto: payment' },
  paymentAlreadyPaid: { fi: 'Maksu on jo suoritettu', en: 'The payment has already been made' },
  paymentCancelled: { fi: 'Maksu on peruttu', en: 'The payment has been cancelled' },
  paymentBack: { fi: 'Takaisin Siirtoon', en: 'Back to Siirto' },
  paymentTestTitle: { fi: 'Siirto: korttimaksu (testi)', en: 'Siirto: card payment (test)' },
  paymentCard: { fi: 'Korttimaksu', en: 'Card payment' },
  paymentTestNote: {
    fi: 'Testimaksusivu: korttitietoja ei kysytä eikä rahaa veloiteta.',
    en: 'Test payment page: no card details are asked and no money is charged.',
  },
  paymentSubscriber: { fi: 'Tilaaja', en: 'Subscriber' },
  paymentLicence: { fi: 'Lisenssi', en: 'Licence' },
  paymentAmount: { fi: 'Summa', en: 'Amount' },
  paymentPerMonth: { fi: '/ kk (sis. ALV {vat})', en: '/ month (incl. VAT {vat})' },
  paymentPay: { fi: 'Maksa', en: 'Pay' },
  paymentPayDelayed: {
    fi: 'Maksa (vahvistus viiveellä)',
    en: 'Pay (confirmation delayed)',
  },
  paymentSignatureInvalid: {
    fi: 'Maksun paluutietoja ei voitu vahvistaa.',
    en: 'The payment return could not be verified.',
  },
  licenceNotPurchasable: {
    fi: 'Tätä lisenssiä ei voi ostaa kortilla. Ota yhteyttä asiakastukeen.',
    en: 'This licence cannot be bought by card. Please contact customer support.',
  },
  paymentCancel: { fi: 'Peruuta', en: 'Cancel' },
  // ---- the HTTP layer ----
  tooManyWrites: {
    fi: 'Liian monta tallennusta lyhyessä ajassa. Yritä uudelleen {seconds} sekunnin kuluttua.',
    en: 'Too many saves in a short time. Try again in {seconds} seconds.',
  },
  tooManyShareMails: {
    fi: 'Jakoviestejä on lähetetty liian monta. Yritä uudelleen {seconds} sekunnin kuluttua.',
    en: 'Too many share e-mails have been sent. Try again in {seconds} seconds.',
  },
  transportShareUnpublished: {
    fi: 'Siirto on vielä luonnos. Julkaise siirto ennen kuin jaat sen tilamuutokset.',
    en: 'The transport is still a draft. Publish it before sharing its status changes.',
  },
  tooManyAttempts: {
    fi: 'Liian monta yritystä. Yritä uudelleen {seconds} sekunnin kuluttua.',
    en: 'Too many attempts. Try again in {seconds} seconds.',
  },
  notFound: { fi: 'Ei löytynyt.', en: 'Not found.' },
  badRequest: { fi: 'Virheellinen pyyntö.', en: 'Bad request.' },
  invalidJson: { fi: 'Pyynnön sisältö ei ole kelvollista JSONia.', en: 'The request body is not valid JSON.' },
  bodyNotObject: {
    fi: 'Pyynnön sisällön tulee olla JSON-objekti.',
    en: 'The request body must be a JSON object.',
  },
  bodyTooLarge: { fi: 'Pyynnön sisältö on liian suuri.', en: 'Request body too large.' },
  unsupportedMediaType: {
    fi: 'Sisältötyyppiä ei tueta; lähetä application/json.',
    en: 'Unsupported media type; send application/json.',
  },
  multipartInvalid: {
    fi: 'Lomakkeen sisältö (multipart/form-data) on virheellinen tai keskeneräinen.',
    en: 'The form body (multipart/form-data) is malformed or incomplete.',
  },
  multipartNotAccepted: {
    fi: 'Tämä toiminto ottaa vastaan vain JSONia (application/json).',
    en: 'This operation accepts only JSON (application/json).',
  },
  nulCharacter: {
    fi: 'Teksti ei saa sisältää NUL-merkkiä (U+0000).',
    en: 'Text may not contain the NUL character (U+0000).',
  },
  internalError: { fi: 'Palvelimella tapahtui virhe.', en: 'Internal server error.' },
  databaseUnavailable: {
    fi: 'Palvelu on hetken poissa käytöstä. Yritä muutaman sekunnin kuluttua uudelleen.',
    en: 'The service is briefly unavailable. Try again in a few seconds.',
  },
  databaseTimeout: {
    fi: 'Palvelu on juuri nyt ruuhkainen eikä ehtinyt vastata. Yritä hetken kuluttua uudelleen.',
    en: 'The service is busy right now and did not answer in time. Try again in a moment.',
  },
  // ── transports (routes/transports/) ──
  transportEmailList: { fi: 'Anna lista sähköpostiosoitteita', en: 'Give a list of e-mail addresses' },
  transportRecipientRequired: { fi: 'Valitse vähintään yksi vastaanottaja', en: 'Choose at least one recipient' },
  transportTooManyRecipients: { fi: 'Enintään 50 vastaanottajaa', en: 'At most 50 recipients' },
  transportInvalidValue: { fi: 'Virheellinen arvo', en: 'Invalid value' },
  transportInvalidState: { fi: 'Virheellinen tila', en: 'Invalid state' },
  transportInvalidStep: { fi: 'Virheellinen vaihe', en: 'Invalid step' },
  transportInvalidDistance: { fi: 'Virheellinen matka', en: 'Invalid distance' },
  transportUnknownService: { fi: 'Tuntematon lisäpalvelu', en: 'Unknown extra service' },
  transportCustomerUnknown: { fi: 'Valitse asiakas omista asiakkaistasi', en: 'Choose one of your own customers' },
  transportAddressNotLocated: {
    fi: 'Valitse osoite hakutuloksista, jotta reitti ja hinta voidaan laskea',
    en: 'Choose the address from the search results so that the route and price can be calculated',
  },
  transportSpecialPriceUnavailable: {
    fi: 'Kiinteä erikoishinta ei ole käytettävissä tälle tilaukselle',
    en: 'The fixed special price is not available for this order',
  },
  transportStaleVersion: {
    fi: 'Siirtoa on muutettu toisaalla sen jälkeen, kun avasit sen. Lataa siirto uudelleen ennen tallennusta.',
    en: 'The transport was changed elsewhere after you opened it. Load it again before saving.',
  },
  transportIdempotencyKey: {
    fi: 'Idempotency-Key: 1–200 näkyvää ASCII-merkkiä',
    en: 'Idempotency-Key: 1–200 visible ASCII characters',
  },
  idempotencyKeyReused: {
    fi: 'Tämä Idempotency-Key on jo käytetty toiseen pyyntöön. Käytä uutta avainta jokaiselle uudelle pyynnölle.',
    en: 'This Idempotency-Key was already used for another request. Use a new key for every new request.',
  },
  transportReturnTripEdit: {
    fi: 'Paluusiirtoa muokataan menosiirron kautta.',
    en: 'A return trip is edited through its outbound trip.',
  },
  transportNotEditable: {
    fi: 'Siirtoa ei voi enää muokata tai poistaa.',
    en: 'The transport can no longer be edited or deleted.',
  },
  transportShared: { fi: 'Jaettu', en: 'Shared' },
  // ---- repeating orders ----
  repeatNoPickupTime: {
    fi: 'Toistettavalla siirrolla tulee olla noutoaika',
    en: 'A transport to repeat needs a pickup time',
  },
  repeatReturnTrip: {
    fi: 'Paluusiirtoa ei voi toistaa: toista menosiirto',
    en: 'A return trip cannot be repeated: repeat its outbound trip',
  },
  repeatAlready: { fi: 'Siirto toistuu jo sarjassa', en: 'The transport is already repeated in a series' },
  repeatEndedSeries: { fi: 'Sarja on päättynyt', en: 'The series has ended' },
  repeatStaleVersion: {
    fi: 'Sarjaa on muutettu sillä välin. Lataa sivu uudelleen.',
    en: 'The series was changed meanwhile. Reload the page.',
  },
  repeatCreatorGone: {
    fi: 'Sarjan tekijä ei ole enää yrityksen käyttäjä',
    en: 'The user who made the series is no longer a member of the company',
  },
  // ---- importing orders from a spreadsheet ----
  importNoFile: { fi: 'Valitse tiedosto (.xlsx tai .csv)', en: 'Choose a file (.xlsx or .csv)' },
  importFileTooLarge: {
    fi: 'Tiedosto on liian suuri: enintään {mb} Mt',
    en: 'The file is too large: at most {mb} MB',
  },
  importEmpty: {
    fi: 'Tiedostossa ei ole tuotavia rivejä: ensimmäisellä rivillä sarakkeiden nimet, niiden alla siirrot',
    en: 'The file has no rows to import: the column names on the first row, the transports under them',
  },
  importTooManyRows: {
    fi: 'Tiedostossa on {rows} riviä: enintään {max} riviä kerralla. Jaa tiedosto osiin.',
    en: 'The file has {rows} rows: at most {max} rows at a time. Split the file.',
  },
  importTooManyColumns: {
    fi: 'Tiedostossa on liikaa sarakkeita: enintään {max}',
    en: 'The file has too many columns: at most {max}',
  },
  importTooManyCells: {
    fi: 'Tiedostossa on liikaa soluja (myös tyhjiä muotoiltuja): enintään {max}. Kopioi rivit uuteen työkirjaan.',
    en: 'The file has too many cells (formatted empty ones too): at most {max}. Copy the rows into a new workbook.',
  },
  importCellTooLong: {
    fi: 'Solussa on liian pitkä teksti: enintään {max} merkkiä',
    en: 'A cell has too long a text: at most {max} characters',
  },
  importTooLargeUnpacked: {
    fi: 'Tiedosto purkautuu liian suureksi, eikä sitä lueta. Tallenna rivit uuteen työkirjaan.',
    en: 'The file unpacks too large and is not read. Save the rows into a new workbook.',
  },
  importEncrypted: {
    fi: 'Tiedosto on suojattu salasanalla. Poista salasana Excelissä ja tallenna tiedosto uudelleen.',
    en: 'The file is protected with a password. Remove the password in Excel and save the file again.',
  },
  importOldExcel: {
    fi: 'Tiedosto on vanhaa Excel-muotoa (.xls). Tallenna se Excel-työkirjana (.xlsx) tai CSV-tiedostona.',
    en: 'The file is in the old Excel format (.xls). Save it as an Excel workbook (.xlsx) or a CSV file.',
  },
  importCorrupt: {
    fi: 'Tiedosto on vioittunut, eikä sitä voi lukea',
    en: 'The file is damaged and cannot be read',
  },
  importWrongType: {
    fi: 'Tiedosto ei ole Excel-työkirja (.xlsx) eikä CSV-tiedosto',
    en: 'The file is not an Excel workbook (.xlsx) or a CSV file',
  },
  importFileHash: { fi: 'Tuntematon tiedosto: lue tiedosto uudelleen', en: 'Unknown file: read the file again' },
  importStatusCreated: { fi: 'Luotu', en: 'Created' },
  importStatusExisting: { fi: 'Tuotu jo aiemmin', en: 'Imported before' },
  importStatusFailed: { fi: 'Virhe', en: 'Error' },
  importStatusLeftOut: { fi: 'Jätetty pois', en: 'Left out' },
  importResultRow: { fi: 'Rivi', en: 'Row' },
  importResultStatus: { fi: 'Tila', en: 'Status' },
  importResultId: { fi: 'Siirron ID', en: 'Transport ID' },
  importResultError: { fi: 'Virheet', en: 'Errors' },
  importSheetName: { fi: 'Siirrot', en: 'Transports' },
  importResultSheetName: { fi: 'Tuonnin tulos', en: 'Import result' },
  conditionReportNotYet: {
    fi: 'Kuntoraportti on saatavilla, kun auto on noudettu.',
    en: 'The condition report is available once the car has been picked up.',
  },
  // ---- customers ----
  customerBusinessIdTaken: {
    fi: 'Tällä y-tunnuksella on jo asiakas',
    en: 'A customer with this business ID already exists',
  },
  // ---- driver (live status) ----
  driverStateNotAllowed: {
    fi: 'Siirtoa ei voi siirtää tähän tilaan nykyisestä tilastaan.',
    en: 'The transport cannot move to this state from its current state.',
  },
  driverPositionNotAllowed: {
    fi: 'Sijainnin voi ilmoittaa vain kuljetuksessa olevalle siirrolle.',
    en: 'A position can be reported only for a transport in transit.',
  },
  driverPositionInvalid: {
    fi: 'Sijainti on [pituusaste, leveysaste] (-180–180, -90–90).',
    en: 'The position is [longitude, latitude] (-180–180, -90–90).',
  },
  driverPositionTimeFuture: {
    fi: 'Sijainnin aika ei voi olla tulevaisuudessa.',
    en: 'The position time cannot be in the future.',
  },
  // ---- chat ----
  chatTypeChoose: { fi: 'Tyyppi on customer tai group', en: 'The type is customer or group' },
  chatGroupUnknown: { fi: 'Tuntematon keskustelu', en: 'Unknown chat' },
  chatUserUnknown: { fi: 'Käyttäjää ei voi lisätä tähän keskusteluun', en: 'The user cannot be added to this chat' },
  chatAlreadyMember: { fi: 'Käyttäjä on jo keskustelussa', en: 'The user is already in the chat' },
  chatManagersOnly: {
    fi: 'Vain keskustelun ylläpitäjä tai moderaattori voi muuttaa jäseniä',
    en: 'Only the chat admin or a moderator can change its members',
  },
  chatAdminsOnly: {
    fi: 'Vain keskustelun ylläpitäjä voi poistaa keskustelun',
    en: 'Only the chat admin can delete the chat',
  },
  chatLastAdmin: { fi: 'Keskustelulla on oltava ylläpitäjä', en: 'The chat must have an admin' },
  chatClientId: {
    fi: 'Viestin tunnus on 8–64 merkkiä (A–Z, a–z, 0–9, _ ja -)',
    en: 'The message id is 8–64 characters (A–Z, a–z, 0–9, _ and -)',
  },
  chatAttachmentTooLarge: {
    fi: 'Liite on liian suuri (enintään {mb} Mt)',
    en: 'The attachment is too large (at most {mb} MB)',
  },
  chatAttachmentCount: { fi: 'Enintään {max} liitettä', en: 'At most {max} attachments' },
  chatOrdering: { fi: 'Järjestys on -created_at tai created_at', en: 'The ordering is -created_at or created_at' },
  chatOwnMessagesOnly: { fi: 'Voit poistaa vain omia viestejäsi', en: 'You can delete only your own messages' },
  originNotAllowed: { fi: 'Osoite ei ole sallittu', en: 'The origin is not allowed' },
} as const;

export type MessageId = keyof typeof validationMessages | keyof typeof noticeMessages | keyof typeof serverMessages;

/**
 * An id the server and the domain both had, each with its own text (none today): the server's would win here while
 * the dashboard showed the domain's. Where there is one, the catalog below fails to compile.
 */
type RepeatedId = Extract<keyof typeof serverMessages, DomainMessageId>;

/** The domain's texts and the server's own: one text per id. */
const catalog: Record<string, LocalizedText | undefined> = {
  ...validationMessages,
  ...noticeMessages,
  ...(serverMessages satisfies Record<string, LocalizedText> & Record<RepeatedId, never>),
};

/**
 * A message id with parameters as one string (`licenceUserLimit?limit=5`), for places that hold a message before
 * the language is known (zod issues, HttpError bodies). `message()` fills the parameters in.
 */
export function withParams(id: MessageId, params: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return `${id}?${query.toString()}`;
}

/** A message id's text in `language` (with parameters filled in); any other text is returned as is. */
export function message(idOrText: string, language: Language = 'fi'): string {
  const match = /^([A-Za-z]+)(?:\?(.*))?$/.exec(idOrText);
  const entry = match?.[1] ? catalog[match[1]] : undefined;
  if (!match || !entry) return idOrText;
  const params = new URLSearchParams(match[2] ?? '');
  return entry[language].replace(/\{(\w+)\}/g, (whole, name: string) => params.get(name) ?? whole);
}

export const msg = (id: MessageId, language: Language = 'fi', params?: Record<string, string | number>) =>
  message(params ? withParams(id, params) : id, language);

/** Error body keys whose values are codes for programs, never translated. */
const CODE_KEYS = new Set(['errorCode', 'code', 'sk_status', 'token_class', 'token_type']);

/** Every message id in an error body (`detail`, field error lists, nested objects) in `language`. */
export function localizeBody(body: unknown, language: Language): unknown {
  if (typeof body === 'string') return message(body, language);
  if (Array.isArray(body)) return body.map((item) => localizeBody(item, language));
  if (typeof body !== 'object' || body === null) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body))
    out[key] = CODE_KEYS.has(key) ? value : localizeBody(value, language);
  return out;
}
