/**
 * The demo data of the reference backend: realistic Finnish companies, people, places and transports.
 * Plain data only; ./index.ts writes it into the database.
 */
import type { LngLat } from '../db/schema.ts';

export const DEMO_PASSWORD = 'Siirto!Demo2026';

export type CompanyKey = 'demo' | 'pending' | 'coordinator' | 'provider' | 'empty';
export type UserKey = 'admin' | 'user' | 'laura' | 'pending' | 'coordinator' | 'staff' | 'empty';
export type LicenceKey = 'free' | 'basic' | 'enterprise';

export const licences: Record<
  LicenceKey,
  { name: string; price: number; vat: number; limitUsers: number; features: string[]; priceOnRequest: boolean }
> = {
  free: { name: 'Free', price: 0, vat: 25.5, limitUsers: 1, features: ['transports'], priceOnRequest: false },
  // 49 € a month including VAT 25.5 % (39.04 € without VAT).
  basic: {
    name: 'Basic',
    price: 49,
    vat: 25.5,
    limitUsers: 10,
    features: ['transports', 'reports', 'share'],
    priceOnRequest: false,
  },
  // Price on request: the price is agreed per customer and stored on the account (license_price).
  enterprise: {
    name: 'Enterprise',
    price: 0,
    vat: 25.5,
    limitUsers: 1000,
    features: ['transports', 'reports', 'share', 'chat', 'map', 'customers', 'api', 'own_database'],
    priceOnRequest: true,
  },
};

export interface SeedCompany {
  name: string;
  businessId: string;
  street: string;
  postalCode: string;
  cityId: number;
  invoicingType: 2 | 5;
  invoicingEmail: string;
  einvoiceAddress: string;
  einvoiceOperator: string;
  abroad: boolean;
  accepted: boolean;
  accountType: number;
  licence: LicenceKey;
  licencePrice: number;
}

export const companies: Record<CompanyKey, SeedCompany> = {
  demo: {
    name: 'Demo Kuljetus Oy',
    businessId: '1234567-8',
    street: 'Mannerheimintie 12',
    postalCode: '00100',
    cityId: 91,
    invoicingType: 2,
    invoicingEmail: '',
    einvoiceAddress: '003712345678',
    einvoiceOperator: 'OKOYFIHH',
    abroad: true,
    accepted: true,
    accountType: 1,
    licence: 'basic',
    licencePrice: 49,
  },
  pending: {
    name: 'Odottava Oy',
    businessId: '7654321-0',
    street: 'Aleksanterinkatu 18',
    postalCode: '15140',
    cityId: 398,
    invoicingType: 5,
    invoicingEmail: 'laskut@odottava.example.com',
    einvoiceAddress: '',
    einvoiceOperator: '',
    abroad: false,
    accepted: false,
    accountType: 1,
    licence: 'free',
    licencePrice: 0,
  },
  coordinator: {
    name: 'Siirtokeskus Oy',
    businessId: '2345678-9',
    street: 'Kauppakatu 1',
    postalCode: '40100',
    cityId: 179,
    invoicingType: 2,
    invoicingEmail: '',
    einvoiceAddress: '003723456789',
    einvoiceOperator: 'NDEAFIHH',
    abroad: true,
    accepted: true,
    accountType: 9,
    licence: 'enterprise',
    licencePrice: 890,
  },
  provider: {
    name: 'Siirto Palvelut Oy',
    businessId: '3456789-1',
    street: 'Itämerenkatu 5',
    postalCode: '00180',
    cityId: 91,
    invoicingType: 5,
    invoicingEmail: 'laskutus@siirto.example.com',
    einvoiceAddress: '',
    einvoiceOperator: '',
    abroad: true,
    accepted: true,
    accountType: 1,
    licence: 'enterprise',
    licencePrice: 0,
  },
  // A coordinator's company on its first day (issue 28 item 11): the full licence (chat, map, customers) and no data
  // at all, so that every spec-2 screen shows its empty state. Seeded last: the other companies keep their ids.
  empty: {
    name: 'Uusi Siirtokeskus Oy',
    businessId: '4567890-7',
    street: 'Hämeenkatu 5',
    postalCode: '33100',
    cityId: 837,
    invoicingType: 2,
    invoicingEmail: '',
    einvoiceAddress: '003745678907',
    einvoiceOperator: 'NDEAFIHH',
    abroad: false,
    accepted: true,
    accountType: 9,
    licence: 'enterprise',
    licencePrice: 890,
  },
};

export interface SeedUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  language: 'fi' | 'en';
  isStaff: boolean;
  company: CompanyKey;
  /** 2 location user, 3 user, 5 company admin. */
  role: 2 | 3 | 5;
  isAdmin: boolean;
  isSuperuser: boolean;
  /** Business location keys (role 2: exactly one). */
  locations: LocationKey[];
  joinedDaysAgo: number;
}

export const users: Record<UserKey, SeedUser> = {
  admin: {
    email: 'admin@demo.siirto.fi',
    firstName: 'Aino',
    lastName: 'Virtanen',
    phone: '+358401234567',
    language: 'fi',
    isStaff: false,
    company: 'demo',
    role: 5,
    isAdmin: true,
    isSuperuser: true,
    locations: [],
    joinedDaysAgo: 420,
  },
  user: {
    email: 'user@demo.siirto.fi',
    firstName: 'Mikko',
    lastName: 'Korhonen',
    phone: '+358501234567',
    language: 'fi',
    isStaff: false,
    company: 'demo',
    role: 2,
    isAdmin: false,
    isSuperuser: false,
    locations: ['helsinki'],
    joinedDaysAgo: 300,
  },
  laura: {
    email: 'laura.nieminen@demo.siirto.fi',
    firstName: 'Laura',
    lastName: 'Nieminen',
    phone: '+358442345678',
    language: 'en',
    isStaff: false,
    company: 'demo',
    role: 3,
    isAdmin: false,
    isSuperuser: false,
    locations: [],
    joinedDaysAgo: 150,
  },
  pending: {
    email: 'pending@demo.siirto.fi',
    firstName: 'Pekka',
    lastName: 'Odottaja',
    phone: '+358407654321',
    language: 'fi',
    isStaff: false,
    company: 'pending',
    role: 5,
    isAdmin: true,
    isSuperuser: true,
    locations: [],
    joinedDaysAgo: 2,
  },
  coordinator: {
    email: 'coordinator@demo.siirto.fi',
    firstName: 'Sanna',
    lastName: 'Mäkinen',
    phone: '+358451112233',
    language: 'fi',
    isStaff: false,
    company: 'coordinator',
    role: 5,
    isAdmin: true,
    isSuperuser: true,
    locations: [],
    joinedDaysAgo: 600,
  },
  staff: {
    email: 'staff@demo.siirto.fi',
    firstName: 'Juha',
    lastName: 'Lehtonen',
    phone: '+358409998877',
    language: 'fi',
    isStaff: true,
    company: 'provider',
    role: 5,
    isAdmin: true,
    isSuperuser: true,
    locations: [],
    joinedDaysAgo: 900,
  },
  // The admin of the empty company (seeded after the chat's drivers, see usersSeededLast).
  empty: {
    email: 'empty@demo.siirto.fi',
    firstName: 'Emilia',
    lastName: 'Salonen',
    phone: '+358452223344',
    language: 'fi',
    isStaff: false,
    company: 'empty',
    role: 5,
    isAdmin: true,
    isSuperuser: true,
    locations: [],
    joinedDaysAgo: 1,
  },
};

/**
 * Users seeded after the chat's drivers, so that the drivers (and every user before them) keep the ids they had
 * before these were added.
 */
export const usersSeededLast: readonly UserKey[] = ['empty'];

export interface Place {
  /** Place name shown as pickup_location / destination_location. */
  location: string;
  address: string;
  postalCode: string;
  cityName: string;
  /** Municipality id (cities table), null abroad. */
  cityId: number | null;
  country: 'FI' | 'SE';
  coordinates: LngLat;
}

export type LocationKey = 'helsinki' | 'tampere' | 'turku' | 'espoo' | 'oulu' | 'lahti' | 'jyvaskyla' | 'ruoholahti';

export interface SeedLocation {
  company: CompanyKey;
  name: string;
  street: string;
  postalCode: string;
  cityName: string;
  cityId: number;
  /** null: the address was never geocoded (the dashboard warns about it). */
  coordinates: LngLat | null;
  costCenter: string;
  description: string;
  openingHours: string;
}

export const locations: Record<LocationKey, SeedLocation> = {
  helsinki: {
    company: 'demo',
    name: 'Helsingin toimipiste',
    street: 'Mannerheimintie 12',
    postalCode: '00100',
    cityName: 'Helsinki',
    cityId: 91,
    coordinates: [24.94094, 60.16893],
    costCenter: 'HKI-100',
    description: 'Pääkonttori ja luovutuspiste. Asiakaspysäköinti sisäpihalla.',
    openingHours: 'ma–pe 8–17',
  },
  tampere: {
    company: 'demo',
    name: 'Tampereen toimipiste',
    street: 'Hatanpään valtatie 24',
    postalCode: '33100',
    cityName: 'Tampere',
    cityId: 837,
    coordinates: [23.77162, 61.48679],
    costCenter: 'TRE-200',
    description: 'Avaimet myymälän tiskiltä.',
    openingHours: 'ma–pe 9–18, la 10–15',
  },
  turku: {
    company: 'demo',
    name: 'Turun toimipiste',
    street: 'Linnankatu 40',
    postalCode: '20100',
    cityName: 'Turku',
    cityId: 853,
    coordinates: [22.24411, 60.44413],
    costCenter: 'TKU-300',
    description: '',
    openingHours: 'ma–pe 8–16',
  },
  espoo: {
    company: 'demo',
    name: 'Espoon myymälä',
    street: 'Tekniikantie 12',
    postalCode: '02150',
    cityName: 'Espoo',
    cityId: 49,
    coordinates: null,
    costCenter: 'ESP-400',
    description: 'Osoite syötetty ilman sijaintia.',
    openingHours: '',
  },
  oulu: {
    company: 'demo',
    name: 'Oulun toimipiste',
    street: 'Kauppurienkatu 12',
    postalCode: '90100',
    cityName: 'Oulu',
    cityId: 564,
    coordinates: null,
    costCenter: 'OUL-500',
    description: '',
    openingHours: 'ma–pe 9–17',
  },
  lahti: {
    company: 'pending',
    name: 'Lahden toimipiste',
    street: 'Aleksanterinkatu 18',
    postalCode: '15140',
    cityName: 'Lahti',
    cityId: 398,
    coordinates: [25.65943, 60.98361],
    costCenter: 'LAH-1',
    description: '',
    openingHours: '',
  },
  jyvaskyla: {
    company: 'coordinator',
    name: 'Siirtokeskus Jyväskylä',
    street: 'Kauppakatu 1',
    postalCode: '40100',
    cityName: 'Jyväskylä',
    cityId: 179,
    coordinates: [25.74728, 62.24149],
    costCenter: 'JKL-1',
    description: 'Ajojärjestely ja kuljettajat.',
    openingHours: 'ma–su 6–22',
  },
  ruoholahti: {
    company: 'provider',
    name: 'Siirto Palvelut, Ruoholahti',
    street: 'Itämerenkatu 5',
    postalCode: '00180',
    cityName: 'Helsinki',
    cityId: 91,
    coordinates: [24.91408, 60.16223],
    costCenter: 'SP-1',
    description: '',
    openingHours: 'ma–pe 8–16',
  },
};

/** Places that are not business locations: dealers, workshops, customers. */
export const places = {
  vantaa: {
    location: 'Autotalo Tikkurila',
    address: 'Tikkurilantie 44',
    postalCode: '01300',
    cityName: 'Vantaa',
    cityId: 92,
    country: 'FI',
    coordinates: [25.04261, 60.29204],
  },
  lahti: {
    location: 'Lahden Autoliike',
    address: 'Aleksanterinkatu 18',
    postalCode: '15140',
    cityName: 'Lahti',
    cityId: 398,
    country: 'FI',
    coordinates: [25.65943, 60.98361],
  },
  jyvaskyla: {
    location: 'Jyväskylän Autohuolto',
    address: 'Kauppakatu 1',
    postalCode: '40100',
    cityName: 'Jyväskylä',
    cityId: 179,
    country: 'FI',
    coordinates: [25.74728, 62.24149],
  },
  kuopio: {
    location: 'Kuopion Autokeskus',
    address: 'Kauppakatu 40',
    postalCode: '70100',
    cityName: 'Kuopio',
    cityId: 297,
    country: 'FI',
    coordinates: [27.67822, 62.89238],
  },
  pori: {
    location: 'Porin Autotalo',
    address: 'Yrjönkatu 10',
    postalCode: '28100',
    cityName: 'Pori',
    cityId: 609,
    country: 'FI',
    coordinates: [21.79462, 61.48508],
  },
  hameenlinna: {
    location: 'Hämeenlinnan varikko',
    address: 'Raatihuoneenkatu 11',
    postalCode: '13100',
    cityName: 'Hämeenlinna',
    cityId: 109,
    country: 'FI',
    coordinates: [24.46404, 60.99553],
  },
  lappeenranta: {
    location: 'Lappeenrannan Autopiste',
    address: 'Kauppakatu 41',
    postalCode: '53100',
    cityName: 'Lappeenranta',
    cityId: 405,
    country: 'FI',
    coordinates: [28.18871, 61.05871],
  },
  oulu: {
    location: 'Oulun Autokeskus',
    address: 'Kauppurienkatu 12',
    postalCode: '90100',
    cityName: 'Oulu',
    cityId: 564,
    country: 'FI',
    coordinates: [25.46816, 65.01236],
  },
  espoo: {
    location: 'Espoon myymälä',
    address: 'Tekniikantie 12',
    postalCode: '02150',
    cityName: 'Espoo',
    cityId: 49,
    country: 'FI',
    coordinates: [24.82752, 60.18429],
  },
  stockholm: {
    location: 'Bilhallen Kungsgatan',
    address: 'Kungsgatan 30',
    postalCode: '111 35',
    cityName: 'Stockholm',
    cityId: null,
    country: 'SE',
    coordinates: [18.06491, 59.33662],
  },
} satisfies Record<string, Place>;

export type PlaceKey = keyof typeof places | LocationKey;

/** Fixed waypoints of a transport to Sweden: the ferry from Turku to Stockholm. */
export const ferryWaypoints: { name: string; coordinates: LngLat }[] = [
  { name: 'Turun satama', coordinates: [22.21953, 60.43551] },
  { name: 'Värtahamnen, Tukholma', coordinates: [18.09601, 59.35152] },
];

export const drivers = [
  { fullName: 'Jari Mäkelä', phone: '+358401112233' },
  { fullName: 'Tiina Heikkinen', phone: '+358502223344' },
  { fullName: 'Antti Laine', phone: '+358443334455' },
  { fullName: 'Eero Salonen', phone: '+358405556677' },
] as const;

export const vehicles = [
  { registration: 'ABC-123', brand: 'Volkswagen Golf', electric: false, colour: [40, 80, 160] },
  { registration: 'KLM-456', brand: 'Toyota Corolla Hybrid', electric: false, colour: [200, 200, 205] },
  { registration: 'ZXT-789', brand: 'Škoda Octavia Combi', electric: false, colour: [30, 30, 36] },
  { registration: 'EVX-101', brand: 'Tesla Model 3', electric: true, colour: [190, 30, 40] },
  { registration: 'NIR-202', brand: 'Kia Niro EV', electric: true, colour: [235, 235, 238] },
  { registration: 'VLV-303', brand: 'Volvo V60', electric: false, colour: [60, 70, 80] },
  { registration: 'TRN-404', brand: 'Ford Transit Custom', electric: false, colour: [245, 245, 245] },
  { registration: 'BMW-505', brand: 'BMW 320d Touring', electric: false, colour: [20, 40, 90] },
  { registration: 'AUD-606', brand: 'Audi A4 Avant', electric: false, colour: [120, 120, 125] },
  { registration: 'LEA-707', brand: 'Nissan Leaf', electric: true, colour: [60, 140, 200] },
  { registration: 'VIT-808', brand: 'Mercedes-Benz Vito', electric: false, colour: [230, 230, 230] },
  { registration: 'PEU-909', brand: 'Peugeot 308 SW', electric: false, colour: [150, 30, 30] },
] as const;

export const contacts: Record<CompanyKey, { name: string; email: string; phone: string }[]> = {
  demo: [
    { name: 'Kalle Järvinen', email: 'kalle.jarvinen@example.com', phone: '+358401239876' },
    { name: 'Minna Lahtinen', email: 'minna.lahtinen@example.com', phone: '+358502349876' },
    { name: 'Autotalo Tikkurila, myynti', email: 'myynti@autotalo-tikkurila.example.com', phone: '+358982345678' },
    { name: 'Ville Hämäläinen', email: 'ville.hamalainen@example.com', phone: '+358443459876' },
  ],
  pending: [],
  coordinator: [{ name: 'Riikka Koskinen', email: 'riikka.koskinen@example.com', phone: '+358405671234' }],
  provider: [],
  empty: [],
};

export const priceListRows = [
  {
    name: 'Pesu',
    driverInfo: 'Ulkopesu automaattipesulassa ennen luovutusta.',
    descriptionField: false,
    price: 25,
    abroad: false,
  },
  {
    name: 'Tankkaus',
    driverInfo: 'Tankkaa täyteen ennen luovutusta, kuitti talteen.',
    descriptionField: false,
    price: 15,
    abroad: false,
  },
  {
    name: 'Sähköauton lataus',
    driverInfo: 'Lataa vähintään 80 %:iin.',
    descriptionField: false,
    price: 20,
    abroad: false,
  },
  {
    name: 'Renkaanvaihto',
    driverInfo: 'Renkaat hotellista, katso lisätiedot.',
    descriptionField: true,
    price: 45,
    abroad: false,
  },
  {
    name: 'Laivamatka Turku–Tukholma',
    driverInfo: 'Lippu varataan tilaajan puolesta.',
    descriptionField: false,
    price: 180,
    abroad: true,
  },
] as const;

export const newFeatures = [
  {
    title: 'Siirtojen jakaminen',
    description: 'Voit nyt jakaa siirron tilan linkillä ja sähköpostilla vastaanottajalle.',
    daysAgo: 60,
    updatedDaysAgo: 60,
  },
  {
    title: 'Raportit Excel-muodossa',
    description: 'Raportit-sivulta voi ladata siirrot Excel-tiedostona.',
    daysAgo: 30,
    updatedDaysAgo: 30,
  },
  {
    title: 'Kuvat siirroilta',
    description: 'Kuljettajan ottamat nouto- ja toimituskuvat näkyvät siirron tiedoissa.',
    daysAgo: 10,
    updatedDaysAgo: 1,
  },
] as const;

export const pendingInvitations = [
  { email: 'uusi.kayttaja@example.com', role: 3, status: 2, location: null, daysAgo: 1 },
  { email: 'toimipaikka.tampere@example.com', role: 2, status: 8, location: 'tampere', daysAgo: 3 },
  { email: 'vanhentunut.kutsu@example.com', role: 3, status: 2, location: null, daysAgo: 12 },
  { email: 'peruttu.kutsu@example.com', role: 3, status: 9, location: null, daysAgo: 20 },
] as const satisfies readonly {
  email: string;
  role: 2 | 3 | 5;
  status: number;
  location: LocationKey | null;
  daysAgo: number;
}[];
