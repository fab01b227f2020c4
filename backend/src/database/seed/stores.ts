import type { StoreInput } from '../../modules/stores/stores.service.js';

/**
 * 30 invented partner salons and shops in Belgium, the Netherlands and Germany. The towns and
 * coordinates are real (a street in the centre); names, numbers, phones and websites are made up
 * (websites on the reserved .example domain).
 */
const STORES: StoreInput[] = [
  // Belgium
  { name: 'Huidinstituut Lumen', address: 'Meir 42', postalCode: '2000', city: 'Antwerpen', country: 'BE', latitude: 51.2181, longitude: 4.4089, phone: '+32 3 214 55 10', website: 'https://lumen-huid.example', email: 'info@lumen-huid.example', officialPartner: true },
  { name: 'Schoonheidssalon Iris', address: 'Kasteelpleinstraat 18', postalCode: '2000', city: 'Antwerpen', country: 'BE', latitude: 51.2105, longitude: 4.4071, phone: '+32 3 238 71 42', website: 'https://salon-iris.example', officialPartner: false },
  { name: 'Atelier Epiderma', address: 'Korenmarkt 12', postalCode: '9000', city: 'Gent', country: 'BE', latitude: 51.0546, longitude: 3.7211, phone: '+32 9 225 40 18', website: 'https://epiderma-gent.example', email: 'hallo@epiderma-gent.example', officialPartner: true },
  { name: 'Skin Studio Mia', address: 'Kortrijksesteenweg 221', postalCode: '9000', city: 'Gent', country: 'BE', latitude: 51.0398, longitude: 3.7135, phone: '+32 9 222 18 77', officialPartner: false },
  { name: 'Maison Clarté', address: 'Avenue Louise 156', postalCode: '1050', city: 'Brussel', country: 'BE', latitude: 50.8307, longitude: 4.3626, phone: '+32 2 640 22 91', website: 'https://maison-clarte.example', email: 'contact@maison-clarte.example', officialPartner: true },
  { name: 'Institut Belle Peau', address: 'Rue Antoine Dansaert 63', postalCode: '1000', city: 'Brussel', country: 'BE', latitude: 50.8512, longitude: 4.3461, phone: '+32 2 511 08 35', website: 'https://bellepeau.example', officialPartner: false },
  { name: 'Huidverzorging Zilverberk', address: 'Steenstraat 27', postalCode: '8000', city: 'Brugge', country: 'BE', latitude: 51.2077, longitude: 3.2227, phone: '+32 50 33 71 09', website: 'https://zilverberk.example', officialPartner: true },
  { name: 'Beauty Lounge Fleur', address: 'Bondgenotenlaan 88', postalCode: '3000', city: 'Leuven', country: 'BE', latitude: 50.8813, longitude: 4.7079, phone: '+32 16 22 45 60', website: 'https://fleur-leuven.example', officialPartner: true },
  { name: 'Salon Noor', address: 'Demerstraat 14', postalCode: '3500', city: 'Hasselt', country: 'BE', latitude: 50.9311, longitude: 5.3363, phone: '+32 11 24 17 83', officialPartner: false },
  { name: 'Instituut De Gouden Roos', address: 'Bruul 51', postalCode: '2800', city: 'Mechelen', country: 'BE', latitude: 51.0243, longitude: 4.4789, phone: '+32 15 20 36 14', website: 'https://goudenroos.example', officialPartner: true },
  { name: 'Huidzorg Kortrijk', address: 'Lange Steenstraat 9', postalCode: '8500', city: 'Kortrijk', country: 'BE', latitude: 50.8271, longitude: 3.2636, phone: '+32 56 21 90 48', officialPartner: false },
  { name: 'Institut Éclat', address: 'Rue de Fer 34', postalCode: '5000', city: 'Namur', country: 'BE', latitude: 50.4661, longitude: 4.8652, phone: '+32 81 22 63 70', website: 'https://eclat-namur.example', officialPartner: true },
  { name: 'Soins Mosane', address: 'Rue Pont d’Avroy 21', postalCode: '4000', city: 'Liège', country: 'BE', latitude: 50.6412, longitude: 5.5706, phone: '+32 4 222 31 56', officialPartner: false },
  { name: 'Zeezout Skin Bar', address: 'Lippenslaan 112', postalCode: '8300', city: 'Knokke-Heist', country: 'BE', latitude: 51.3478, longitude: 3.2871, phone: '+32 50 60 14 28', website: 'https://zeezout.example', email: 'bar@zeezout.example', officialPartner: true },
  { name: 'Schoonheidsinstituut Waas', address: 'Stationsstraat 40', postalCode: '9100', city: 'Sint-Niklaas', country: 'BE', latitude: 51.1664, longitude: 4.1432, phone: '+32 3 776 52 19', officialPartner: false },
  // Netherlands
  { name: 'Huidkliniek Grachtengordel', address: 'Herengracht 318', postalCode: '1016 CC', city: 'Amsterdam', country: 'NL', latitude: 52.3702, longitude: 4.8883, phone: '+31 20 624 17 55', website: 'https://grachtengordel-huid.example', email: 'info@grachtengordel-huid.example', officialPartner: true },
  { name: 'Studio Velours', address: 'Van Baerlestraat 71', postalCode: '1071 AR', city: 'Amsterdam', country: 'NL', latitude: 52.3576, longitude: 4.8785, phone: '+31 20 671 33 02', website: 'https://velours.example', officialPartner: false },
  { name: 'Skin & Soul Rotterdam', address: 'Witte de Withstraat 55', postalCode: '3012 BN', city: 'Rotterdam', country: 'NL', latitude: 51.9158, longitude: 4.4765, phone: '+31 10 411 28 96', website: 'https://skinandsoul.example', officialPartner: true },
  { name: 'Huidinstituut Hofstad', address: 'Noordeinde 102', postalCode: '2514 GM', city: 'Den Haag', country: 'NL', latitude: 52.0826, longitude: 4.3065, phone: '+31 70 346 81 20', website: 'https://hofstad-huid.example', officialPartner: true },
  { name: 'Salon Domstad', address: 'Oudegracht 188', postalCode: '3511 NP', city: 'Utrecht', country: 'NL', latitude: 52.0899, longitude: 5.1197, phone: '+31 30 231 45 67', officialPartner: false },
  { name: 'Beauty Atelier Lichtstad', address: 'Stratumseind 21', postalCode: '5611 EN', city: 'Eindhoven', country: 'NL', latitude: 51.4386, longitude: 5.4814, phone: '+31 40 244 90 13', website: 'https://lichtstad-beauty.example', officialPartner: true },
  { name: 'Huidverzorging Vrijthof', address: 'Vrijthof 8', postalCode: '6211 LC', city: 'Maastricht', country: 'NL', latitude: 50.8488, longitude: 5.6887, phone: '+31 43 321 76 40', website: 'https://vrijthof-huid.example', officialPartner: true },
  { name: 'Salon Ginneken', address: 'Ginnekenweg 144', postalCode: '4818 JM', city: 'Breda', country: 'NL', latitude: 51.5787, longitude: 4.7802, phone: '+31 76 521 08 63', officialPartner: false },
  { name: 'Noorderlicht Skin Care', address: 'Oude Ebbingestraat 33', postalCode: '9712 HB', city: 'Groningen', country: 'NL', latitude: 53.2213, longitude: 6.5665, phone: '+31 50 313 22 84', website: 'https://noorderlicht-skin.example', officialPartner: false },
  // Germany
  { name: 'Hautstudio am Dom', address: 'Hohe Straße 96', postalCode: '50667', city: 'Köln', country: 'DE', latitude: 50.9377, longitude: 6.9561, phone: '+49 221 258 41 30', website: 'https://hautstudio-dom.example', email: 'info@hautstudio-dom.example', officialPartner: true },
  { name: 'Kosmetikinstitut Königsallee', address: 'Königsallee 60', postalCode: '40212', city: 'Düsseldorf', country: 'DE', latitude: 51.2226, longitude: 6.7798, phone: '+49 211 86 39 27', website: 'https://koe-kosmetik.example', officialPartner: true },
  { name: 'Beauty Lounge Aachen', address: 'Pontstraße 47', postalCode: '52062', city: 'Aachen', country: 'DE', latitude: 50.7781, longitude: 6.0803, phone: '+49 241 401 75 62', officialPartner: false },
  { name: 'Hautzeit München', address: 'Theatinerstraße 15', postalCode: '80333', city: 'München', country: 'DE', latitude: 48.1404, longitude: 11.5766, phone: '+49 89 242 16 93', website: 'https://hautzeit.example', officialPartner: true },
  { name: 'Kosmetik an der Alster', address: 'Jungfernstieg 24', postalCode: '20354', city: 'Hamburg', country: 'DE', latitude: 53.5532, longitude: 9.9926, phone: '+49 40 350 17 48', website: 'https://alster-kosmetik.example', officialPartner: false },
  { name: 'Studio Hautklar Berlin', address: 'Kastanienallee 71', postalCode: '10435', city: 'Berlin', country: 'DE', latitude: 52.5377, longitude: 13.4089, phone: '+49 30 443 26 15', website: 'https://hautklar.example', officialPartner: true },
];

const weekdays = (ranges: [string, string][]) => ({ mon: ranges, tue: ranges, wed: ranges, thu: ranges, fri: ranges });

/** Salon profiles (opening hours, services, languages) of a few official partners, as a salon keeps them in its portal. */
const PROFILES: Record<string, Pick<StoreInput, 'openingHours' | 'services' | 'languages'>> = {
  'Huidinstituut Lumen': {
    openingHours: { ...weekdays([['09:00', '12:30'], ['13:30', '18:00']]), mon: [], sat: [['09:00', '16:00']], sun: [] },
    services: ['Gezichtsbehandeling', 'Huidanalyse', 'Peeling', 'Acnebehandeling', 'Massage'],
    languages: ['nl', 'en', 'fr'],
  },
  'Atelier Epiderma': {
    openingHours: { ...weekdays([['10:00', '18:30']]), wed: [['10:00', '13:00']], sat: [['10:00', '17:00']], sun: [] },
    services: ['Gezichtsbehandeling', 'Microneedling', 'Huidanalyse'],
    languages: ['nl', 'en'],
  },
  'Maison Clarté': {
    openingHours: { ...weekdays([['09:30', '19:00']]), sat: [['10:00', '18:00']], sun: [] },
    services: ['Soin du visage', 'Diagnostic de peau', 'Massage'],
    languages: ['fr', 'nl', 'en'],
  },
  'Huidkliniek Grachtengordel': {
    openingHours: { ...weekdays([['08:30', '17:30']]), sat: [], sun: [] },
    services: ['Huidanalyse', 'Chemische peeling', 'Pigmentbehandeling'],
    languages: ['nl', 'en', 'de'],
  },
  'Hautstudio am Dom': {
    openingHours: { ...weekdays([['09:00', '13:00'], ['14:00', '18:00']]), sat: [['09:00', '14:00']], sun: [] },
    services: ['Gesichtsbehandlung', 'Hautanalyse', 'Microdermabrasion'],
    languages: ['de', 'en'],
  },
};

export const DEMO_STORES: StoreInput[] = STORES.map((store) => ({ ...store, ...PROFILES[store.name] }));
