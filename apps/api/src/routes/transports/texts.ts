/**
 * The bilingual texts of transports that are not messages: vehicle size names, the e-mails to followers and the
 * Excel report's headers. Messages (errors, notices) are in http/validation.ts's `serverMessages`.
 */
import { formatNumber, formatVatPercent, VEHICLE_REGISTRATION_MAX_LENGTH } from '@siirto/domain';
import type { Language } from '../../http/validation.ts';

export const vehicleSizes = [
  { id: 1, fi: 'Henkilöauto', en: 'Passenger car' },
  { id: 2, fi: 'Pakettiauto', en: 'Van' },
  { id: 3, fi: 'Maastoauto / SUV', en: 'SUV' },
  { id: 4, fi: 'Pieni kuorma-auto', en: 'Light truck' },
] as const;

interface MailTransport {
  readonly id: number;
  readonly vehicle: string;
}

/**
 * The only user text a share mail's subject carries: the registration, at most VEHICLE_REGISTRATION_MAX_LENGTH
 * characters (a longer stored one is cut and marked with …). The route and the places are in the body only.
 */
function subjectRegistration(vehicle: string) {
  const plain = vehicle.replace(/\s+/g, ' ').trim();
  return plain.length > VEHICLE_REGISTRATION_MAX_LENGTH ? `${plain.slice(0, VEHICLE_REGISTRATION_MAX_LENGTH)}…` : plain;
}

/** The mail to an address a transport was shared with, in the sharer's language. */
export function shareMail(transport: MailTransport, route: string, link: string, language: Language) {
  const id = String(transport.id);
  return language === 'en'
    ? {
        subject: `Siirto: transport #${id} ${subjectRegistration(transport.vehicle)}`,
        text:
          `Hi,\n\nthe status of transport #${id} (${transport.vehicle}, ${route}) was shared with you. ` +
          `Follow it here:\n${link}\n\nYou will receive an e-mail when its status changes.`,
      }
    : {
        subject: `Siirto: siirto #${id} ${subjectRegistration(transport.vehicle)}`,
        text:
          `Hei,\n\nsinulle on jaettu siirron #${id} (${transport.vehicle}, ${route}) tila. ` +
          `Voit seurata sitä täältä:\n${link}\n\nSaat sähköpostin, kun siirron tila muuttuu.`,
      };
}

/**
 * A state change to a follower, in both languages (a follower has no language of their own). With `report` (the
 * delivery) it says that the condition report can be downloaded on the tracking page: the link is the tracking
 * view's, never the file's.
 */
export function stateChangeMail(
  transport: MailTransport,
  stateFi: string,
  stateEn: string,
  link: string,
  report = false,
) {
  const id = String(transport.id);
  const reportFi = report ? `Kuntoraportin (PDF) voit ladata seurantasivulta:\n${link}\n\n` : `${link}\n\n`;
  const reportEn = report ? `You can download the condition report (PDF) on the tracking page:\n${link}` : link;
  return {
    subject: `Siirto: siirto #${id} ${transport.vehicle}: ${stateFi}`,
    text:
      `Hei,\n\nsiirron #${id} (${transport.vehicle}) tila on nyt: ${stateFi}.\n${reportFi}` +
      `Hi,\n\nthe status of transport #${id} (${transport.vehicle}) is now: ${stateEn}.\n${reportEn}`,
  };
}

export const reportSheetName = { fi: 'Siirrot', en: 'Transports' } as const;
export const reportTotalLabel = {
  fi: (count: number) => `Yhteensä (${formatNumber(count, 'fi')} siirtoa)`,
  en: (count: number) => `Total (${formatNumber(count, 'en')} transports)`,
} as const;
export const yesNo = { fi: { yes: 'kyllä', no: 'ei' }, en: { yes: 'yes', no: 'no' } } as const;

export const reportColumns = [
  { key: 'id', fi: 'ID', en: 'ID', width: 8 },
  { key: 'created', fi: 'Luotu', en: 'Created', width: 18 },
  { key: 'vehicle', fi: 'Rekisterinumero', en: 'Registration', width: 14 },
  { key: 'business_location_obj', fi: 'Toimipaikka', en: 'Business location', width: 24 },
  { key: 'creator', fi: 'Tilaaja', en: 'Ordered by', width: 20 },
  { key: 'pickup_location', fi: 'Noutopaikka', en: 'Pickup place', width: 24 },
  { key: 'pickup_postal_code', fi: 'Postinumero', en: 'Postal code', width: 10 },
  { key: 'pickup_city', fi: 'Kaupunki', en: 'City', width: 14 },
  { key: 'pickup_time', fi: 'Noutoaika', en: 'Pickup time', width: 18 },
  { key: 'pickup_acknowledged', fi: 'Noudettu', en: 'Picked up', width: 18 },
  { key: 'pickup_latency_minutes', fi: 'Noudon viive (min)', en: 'Pickup delay (min)', width: 12 },
  { key: 'destination_location', fi: 'Toimituspaikka', en: 'Destination', width: 24 },
  { key: 'destination_postal_code', fi: 'Postinumero', en: 'Postal code', width: 10 },
  { key: 'destination_city', fi: 'Kaupunki', en: 'City', width: 14 },
  { key: 'destination_time', fi: 'Toimitus viimeistään', en: 'Latest arrival', width: 18 },
  { key: 'destination_acknowledged', fi: 'Toimitettu', en: 'Delivered', width: 18 },
  { key: 'destination_latency_minutes', fi: 'Toimituksen viive (min)', en: 'Arrival delay (min)', width: 12 },
  { key: 'drive_time_minutes', fi: 'Ajoaika (h:min)', en: 'Drive time (h:min)', width: 12 },
  { key: 'trip_length_km', fi: 'Matka (km)', en: 'Distance (km)', width: 10 },
  // prices at VAT 0 %, the percent through the one number formatter (fi `0,0 %`, en `0.0%`)
  {
    key: 'price',
    fi: `Hinta (ALV ${formatVatPercent(0, 'fi')})`,
    en: `Price (VAT ${formatVatPercent(0, 'en')})`,
    width: 12,
  },
  { key: 'price_list_rows_price_total', fi: 'Lisäpalvelut', en: 'Extra services', width: 12 },
  { key: 'expenses_service_prices', fi: 'Kulujen palvelumaksut', en: 'Expense fees', width: 12 },
  { key: 'expenses_price_total', fi: 'Kulut', en: 'Expenses', width: 12 },
  { key: 'transport_total_price', fi: 'Yhteensä', en: 'Total', width: 12 },
  { key: 'round_trip', fi: 'Meno-paluu', en: 'Round trip', width: 10 },
  { key: 'state', fi: 'Tila', en: 'State', width: 16 },
] as const;

/** The condition report's texts (condition-report-pdf.ts); enumerated values come from enums.ts. */
export const conditionReportTexts = {
  fi: {
    title: 'Kuntoraportti',
    order: (id: number) => `Siirtotilaus #${String(id)}`,
    outbound: 'menomatka',
    returnTrip: 'paluumatka',
    generated: (time: string) => `Laadittu ${time} (Suomen aikaa)`,
    partialTitle: 'Osittainen raportti',
    partialText:
      'Autoa ei ole vielä luovutettu perillä. Raportissa on noudon tiedot; luovutuksen tiedot ja kuvat puuttuvat.',
    vehicle: 'Ajoneuvo',
    registration: 'Rekisterinumero',
    brand: 'Merkki ja malli',
    transmission: 'Vaihteisto',
    fuel: 'Käyttövoima',
    recharge: 'Lataustyyppi',
    orderNumber: 'Tilausnumero',
    company: 'Yritys',
    places: 'Nouto ja luovutus',
    pickup: 'Nouto',
    destination: 'Luovutus',
    place: 'Paikka',
    address: 'Osoite',
    plannedTime: 'Suunniteltu aika',
    doneTime: 'Toteutunut aika',
    km: 'Kilometrilukema',
    notes: 'Kuljettajan huomiot',
    timeline: 'Aikajana',
    timelineSteps: {
      published: 'Julkaistu',
      reserved: 'Kuljettaja varannut',
      announcedPickup: 'Kuljettajan ilmoittama noutoaika',
      pickedUp: 'Noudettu',
      delivered: 'Perillä',
    },
    driver: 'Kuljettaja',
    phone: 'Puhelin',
    expenses: 'Kulut',
    noExpenses: 'Ei kuluja.',
    expenseType: 'Laji',
    expenseTime: 'Aika',
    expensePrice: `Hinta (ALV ${formatVatPercent(0, 'fi')})`,
    expenseFee: 'Palvelumaksu',
    photos: 'Kuvat',
    noPhotos: 'Ei kuvia.',
    extraPhotos: 'Lisäkuvat',
    extraPhoto: 'Lisäkuva',
    noPhoto: 'Ei kuvaa',
    photoMissing: 'Kuva puuttuu tai ei avaudu',
    page: (n: number) => `Sivu ${String(n)}`,
    fuelTypes: { 2: 'Bensiini', 3: 'Diesel', 4: 'Sähkö', 5: 'Hybridi' } as Record<number, string>,
    fileName: (id: number) => `kuntoraportti_${String(id)}.pdf`,
  },
  en: {
    title: 'Condition report',
    order: (id: number) => `Transport order #${String(id)}`,
    outbound: 'outbound trip',
    returnTrip: 'return trip',
    generated: (time: string) => `Made ${time} (Finnish time)`,
    partialTitle: 'Partial report',
    partialText:
      'The car has not been delivered yet. The report holds the pickup; the delivery and its photos are missing.',
    vehicle: 'Vehicle',
    registration: 'Registration',
    brand: 'Make and model',
    transmission: 'Transmission',
    fuel: 'Fuel',
    recharge: 'Recharge type',
    orderNumber: 'Order number',
    company: 'Company',
    places: 'Pickup and delivery',
    pickup: 'Pickup',
    destination: 'Destination',
    place: 'Place',
    address: 'Address',
    plannedTime: 'Planned time',
    doneTime: 'Actual time',
    km: 'Odometer',
    notes: "Driver's notes",
    timeline: 'Timeline',
    timelineSteps: {
      published: 'Published',
      reserved: 'Reserved by a driver',
      announcedPickup: "Driver's announced pickup time",
      pickedUp: 'Picked up',
      delivered: 'Arrived',
    },
    driver: 'Driver',
    phone: 'Phone',
    expenses: 'Expenses',
    noExpenses: 'No expenses.',
    expenseType: 'Type',
    expenseTime: 'Time',
    expensePrice: `Price (VAT ${formatVatPercent(0, 'en')})`,
    expenseFee: 'Service fee',
    photos: 'Photos',
    noPhotos: 'No photos.',
    extraPhotos: 'Extra photos',
    extraPhoto: 'Extra photo',
    noPhoto: 'No photo',
    photoMissing: 'Photo missing or unreadable',
    page: (n: number) => `Page ${String(n)}`,
    fuelTypes: { 2: 'Petrol', 3: 'Diesel', 4: 'Electric', 5: 'Hybrid' } as Record<number, string>,
    fileName: (id: number) => `condition_report_${String(id)}.pdf`,
  },
} as const;
