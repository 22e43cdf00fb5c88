import { CATALOGUE_CITIES, type CatalogueCity, CITY_DISTRICTS, COASTAL_CITIES } from './catalogue-cities.ts';

/**
 * Deterministic generator of a realistic hotel catalogue (Spain and Europe) used to seed the
 * hotel-name autocomplete. Everything is derived from a seeded PRNG: the same `size` and `seed`
 * always produce the same catalogue, offline.
 */
export interface CatalogueEntry {
  rawId: string;
  code: string;
  title: string;
  city: string;
  countryCode: string;
  country: string;
  latitude: number;
  longitude: number;
}

type Rng = () => number;

/** mulberry32: small, fast, good-enough 32-bit seeded PRNG. Returns floats in [0, 1). */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

class Weighted<T> {
  private readonly items: T[] = [];
  private readonly cumulative: number[] = [];
  private total = 0;

  constructor(entries: Iterable<readonly [T, number]>) {
    for (const [item, weight] of entries) {
      if (weight <= 0) continue;
      this.total += weight;
      this.items.push(item);
      this.cumulative.push(this.total);
    }
    if (this.items.length === 0) throw new Error('Weighted list without positive weights');
  }

  pick(rng: Rng): T {
    const r = rng() * this.total;
    for (let i = 0; i < this.cumulative.length; i++) {
      if (r < (this.cumulative[i] ?? Number.POSITIVE_INFINITY)) return this.items[i] as T;
    }
    return this.items[this.items.length - 1] as T;
  }
}

// ── Name material per language flavour ────────────────────────────────────────

type Condition = 'coastal' | 'inland';
type Template = readonly [template: string, weight: number, condition?: Condition];
type Pools = Readonly<Record<string, readonly string[]>>;

interface FlavourSpec {
  /** Placeholders: {n} and other pool keys, {city}, {district}. */
  templates: readonly Template[];
  pools: Pools;
  /** Extra pools mixed in for places on the sea. */
  coastalPools?: Pools;
  districts: readonly string[];
  coastalDistricts: readonly string[];
}

const ES: FlavourSpec = {
  templates: [
    ['Hotel {n}', 12],
    ['Hotel {n} {city}', 4],
    ['Gran Hotel {n}', 2],
    ['Hostal {n}', 4],
    ['Hostal {n} {city}', 1],
    ['Pensión {n}', 1],
    ['Apartamentos {n}', 3],
    ['Aparthotel {n}', 2],
    ['Hotel Apartamentos {n}', 1],
    ['Hotel Boutique {n}', 1.5],
    ['Hotel {n} & Spa', 1],
    ['Hotel Spa {n}', 0.7],
    ['Suites {n}', 0.7],
    ['Hotel {n} {district}', 1.5],
    ['Hotel Rural {n}', 1, 'inland'],
    ['Posada {n}', 0.6, 'inland'],
    ['Hospedería {n}', 0.5, 'inland'],
    ['Hotel {n} Playa', 1, 'coastal'],
    ['{n} Beach Hotel', 0.8, 'coastal'],
    ['Apartamentos {n} Playa', 0.8, 'coastal'],
    ['Bungalows {n}', 0.5, 'coastal'],
    ['Villas {n}', 0.5, 'coastal'],
  ],
  pools: {
    n: [
      'La Plaza',
      'Alameda',
      'Puerta del Sol',
      'Reina Victoria',
      'Don Quijote',
      'San Miguel',
      'Santa María',
      'Los Naranjos',
      'El Mirador',
      'Los Olivos',
      'Castilla',
      'España',
      'Europa',
      'Internacional',
      'Catedral',
      'Real',
      'Colón',
      'Cervantes',
      'Goya',
      'Velázquez',
      'Murillo',
      'Sorolla',
      'Zurbarán',
      'El Greco',
      'Las Acacias',
      'Los Tilos',
      'La Rosaleda',
      'El Jardín',
      'La Fuente',
      'El Olivar',
      'Los Almendros',
      'La Encina',
      'Doña Carmen',
      'Doña Lola',
      'Don Pedro',
      'Reyes Católicos',
      'Conde Duque',
      'Marqués de Vallejo',
      'Duque de Alba',
      'Condestable',
      'Las Murallas',
      'El Castillo',
      'La Torre',
      'Puente Romano',
      'San Fernando',
      'San Lorenzo',
      'Apóstol',
      'Santa Clara',
      'San Isidro',
      'Nuestra Señora del Pilar',
      'Peñalara',
      'Montesol',
      'Sierra Blanca',
      'Los Arcos',
      'La Paloma',
      'La Cigüeña',
      'El Cisne',
      'Continental',
      'Regina',
      'Victoria',
      'Imperial',
      'Oasis',
      'Alcázar',
      'Mudéjar',
      'Andalucía',
      'Aragón',
      'Navarra',
      'Galicia',
      'Asturias',
      'Iberia',
      'Hispania',
      'El Convento',
      'La Casona',
      'El Molino',
      'Señorío de Castilla',
      'Peña Blanca',
      'Campanario',
      'Los Jerónimos',
      'Mediodía',
      'Avenida',
      'Las Golondrinas',
      'El Patio',
      'Albéniz',
      'La Parra',
      'Montaña Azul',
      'El Cortijo',
      'Cañada Real',
      'Santa Bárbara',
      'San Antón',
      'Loreto',
    ],
  },
  coastalPools: {
    n: [
      'Miramar',
      'Sol y Mar',
      'Playa Dorada',
      'Bahía',
      'Las Arenas',
      'El Faro',
      'La Perla',
      'Brisamar',
      'Las Dunas',
      'Mar Azul',
      'Costa Blanca',
      'Costa del Sol',
      'Los Delfines',
      'La Caracola',
      'Las Gaviotas',
      'Puerto Azul',
      'Playamar',
      'Marina Sol',
      'Arena Blanca',
      'Cala Dorada',
      'Las Olas',
      'Rompeolas',
      'Mediterráneo',
      'Atlántico',
      'Bahía Azul',
      'Puesta de Sol',
      'Costa Dorada',
      'La Ensenada',
      'El Palmeral',
      'Las Palmeras',
      'Palmasol',
      'Coral Playa',
      'Acantilado',
      'Marisol',
      'Océano',
      'Isla Bonita',
      'Los Corales',
      'Neptuno',
      'Sirena',
      'Albatros',
      'Tritón',
      'Costa Cálida',
      'Mar de Plata',
      'Estrella del Mar',
    ],
  },
  districts: [
    'Centro',
    'Casco Antiguo',
    'Plaza Mayor',
    'Estación',
    'Aeropuerto',
    'Catedral',
    'Ciudad Jardín',
    'Ensanche',
    'Parque',
    'Universidad',
    'Centro Histórico',
    'Casco Viejo',
    'San Juan',
    'El Carmen',
    'La Merced',
    'Santa Ana',
  ],
  coastalDistricts: [
    'Playa',
    'Puerto',
    'Paseo Marítimo',
    'Marina',
    'Levante',
    'Poniente',
    'La Cala',
    'Puerto Deportivo',
  ],
};

const CA: FlavourSpec = {
  templates: [
    ['Hotel {n}', 10],
    ['Hotel {n} {city}', 3],
    ['Hostal {n}', 4],
    ['Apartaments {n}', 2],
    ['Aparthotel {n}', 1.5],
    ['Hotel Boutique {n}', 1.5],
    ['Fonda {n}', 1],
    ['Hotel {n} & Spa', 1],
    ['Agroturisme {n}', 0.7],
    ['Casa Rural {n}', 0.5, 'inland'],
    ['Hotel {n} Platja', 0.8, 'coastal'],
  ],
  pools: {
    n: [
      'Sant Jordi',
      'Sant Jaume',
      'Montserrat',
      'Catalunya',
      'Pirineus',
      'Sa Plaça',
      'Es Molí',
      'Sa Torre',
      'Font Santa',
      'Els Arcs',
      'La Masia',
      'Cal Ferrer',
      "L'Estació",
      'Mas Pinell',
      'Can Pere',
      'Can Xiquet',
      "Ca l'Àvia",
      'Els Tarongers',
      'Les Oliveres',
      'El Roure',
      'Gaudí',
      'Miró',
      'Sant Francesc',
      'Ramon Llull',
      'Jaume I',
      "Lleó d'Or",
      'La Seu',
      'Es Convent',
      'Sa Fonda',
      'Cal Sastre',
      'Bell Lloc',
      "L'Hostalet",
      'Sant Pere',
      'Les Voltes',
      'El Jardí',
      'La Plaça Vella',
      'Mirador de la Vila',
    ],
  },
  coastalPools: {
    n: [
      'Mar Blau',
      'Cala Blava',
      "Platja d'Or",
      'Es Port',
      'Sa Roqueta',
      'Roca Blanca',
      'Cala Gran',
      'Mirador del Mar',
      'Costa Brava',
      'Sol Ixent',
      'Llevant',
      'Ponent',
      'Tramuntana',
      'Sa Caleta',
      'Cala Llonga',
      'Sa Punta',
      'Ones del Mar',
      'Far Blanc',
      'Es Pinar',
      'Sa Platja',
      'Port Nou',
      'Marina Blava',
      'Sorra Daurada',
    ],
  },
  districts: [
    'Centre',
    'Barri Vell',
    'Plaça Major',
    'Estació',
    'Rambla',
    'Eixample',
    'Sant Pere',
    'Casc Antic',
  ],
  coastalDistricts: ['Platja', 'Port', 'Passeig Marítim', 'Cala', 'Llevant', 'Ponent'],
};

const PT: FlavourSpec = {
  templates: [
    ['Hotel {n}', 10],
    ['Hotel {n} {city}', 2.5],
    ['Grande Hotel {n}', 1],
    ['Pousada {of}', 1.5],
    ['Casa {of}', 2],
    ['Quinta {of}', 1.2],
    ['Solar {of}', 0.7],
    ['Residencial {n}', 2],
    ['Guest House {n}', 1],
    ['Apartamentos {n}', 1.5],
    ['Hostel {n}', 1],
    ['Hotel Boutique {n}', 1],
  ],
  pools: {
    n: [
      'Bela Vista',
      'São Bento',
      'Avenida',
      'Estrela',
      'Jardim',
      'Conceição',
      'Miradouro',
      'Dom Henrique',
      'Infante',
      'Camões',
      'Lusitânia',
      'Portucale',
      'Castelo',
      'Oriente',
      'Navegadores',
      'Império',
      'Aliados',
      'Boa Vista',
      'Santa Justa',
      'Três Pinheiros',
      'Dom João',
      'Vasco da Gama',
      'Alegria',
      'Saudade',
      'Fado',
      'Convento',
      'Limoeiro',
      'Mouraria',
      'Graça',
      'Pessoa',
      'Azulejo',
      'Magnólia',
    ],
    of: [
      'da Bela Vista',
      'do Largo',
      'das Flores',
      'do Castelo',
      'da Sé',
      'do Conde',
      'da Ribeira',
      'dos Navegadores',
      'da Fonte',
      'do Rio',
      'das Laranjeiras',
      'do Poço',
      'da Avó',
      'dos Arcos',
      'da Graça',
      'do Sol',
      'do Limoeiro',
      'de São Pedro',
      'da Estrela',
      'das Oliveiras',
      'do Convento',
    ],
  },
  coastalPools: {
    n: [
      'Mar e Sol',
      'Praia Dourada',
      'Atlântico',
      'Maré',
      'Oceano',
      'Falésia',
      'Areia Branca',
      'Gaivota',
      'Brisa do Mar',
      'Baía',
      'Marinha',
      'Farol',
      'Sol Nascente',
      'Ondas',
      'Golfinho',
    ],
    of: ['do Mar', 'da Praia', 'do Farol', 'da Baía', 'das Ondas'],
  },
  districts: ['Centro', 'Baixa', 'Sé', 'Estação', 'Aeroporto', 'Avenida', 'Centro Histórico', 'Praça'],
  coastalDistricts: ['Praia', 'Marina', 'Porto de Pesca', 'Oceano'],
};

const FR: FlavourSpec = {
  templates: [
    ['Hôtel {n}', 12],
    ['Hôtel {n} {city}', 2],
    ['Grand Hôtel {n}', 1.5],
    ['Auberge {n}', 1.5],
    ['Résidence {n}', 1.5],
    ['Maison {n}', 1],
    ["Appart'hôtel {n}", 0.7],
    ['Hôtel & Spa {n}', 0.7],
    ['{std}', 2],
  ],
  pools: {
    n: [
      'du Parc',
      'de la Gare',
      'des Voyageurs',
      'Bellevue',
      'de France',
      'Saint-Louis',
      'Lumière',
      'des Arts',
      "de l'Opéra",
      'du Théâtre',
      'Le Régent',
      'Mistral',
      'des Remparts',
      'du Palais',
      'de la Cathédrale',
      'du Commerce',
      'Les Tilleuls',
      'Le Cygne',
      "du Lion d'Or",
      'de la Poste',
      'Victor Hugo',
      'Molière',
      'Montaigne',
      'Belle Époque',
      'Les Jardins',
      'du Midi',
      'de la Paix',
      'Le Cèdre',
      "de l'Horloge",
      'des Alpes',
      'Côté Sud',
      'du Cloître',
      'Saint-Michel',
      'des Écoles',
      'Le Colbert',
      'Le Richelieu',
      'Cézanne',
      'Renoir',
      'Le Lys',
      'Les Platanes',
      'de Provence',
      'des Tanneurs',
      'du Château',
      'Le Chat Noir',
      'des Célestins',
      'Beauséjour',
    ],
    std: [
      'Le Relais Fleuri',
      'La Bastide des Oliviers',
      'Le Mas Provençal',
      'Le Clos Saint-Martin',
      'Les Terrasses',
      'La Maison Blanche',
      'Le Manoir',
      'Villa Élysée',
      'Villa Florentine',
      'Le Château Vert',
      'La Demeure',
      'Le Prieuré',
      'Le Pavillon Royal',
      'La Closerie',
      'La Chaumière',
      'Le Moulin Blanc',
      'Les Hauts de Ville',
      'La Fontaine',
      'Le Relais du Marché',
      'Le Petit Palais',
      "L'Écrin",
      'La Licorne',
    ],
  },
  coastalPools: {
    n: [
      'de la Plage',
      'Les Mouettes',
      "Côte d'Azur",
      'du Port',
      'Les Flots Bleus',
      'de la Mer',
      'Les Embruns',
      'Beau Rivage',
      'Les Pins',
      'Bleu Marine',
      'Les Mimosas',
      'Le Phare',
      'La Corniche',
      'Les Palmiers',
      'de la Baie',
      'Le Goéland',
    ],
    std: ['Villa Les Mouettes', 'Les Roches Blanches', 'La Villa du Cap', 'Le Grand Large'],
  },
  districts: [
    'Centre',
    'Gare',
    'Vieille Ville',
    'Opéra',
    'Cathédrale',
    'Aéroport',
    'Place de la République',
    'Hôtel de Ville',
    'Centre Historique',
    'Les Halles',
  ],
  coastalDistricts: ['Plage', 'Vieux-Port', 'Promenade', 'Port'],
};

const IT: FlavourSpec = {
  templates: [
    ['Hotel {n}', 10],
    ['Hotel {n} {city}', 2],
    ['Albergo {n}', 3],
    ['Grand Hotel {n}', 1.5],
    ['Locanda {n}', 1.2],
    ['Pensione {n}', 1.2],
    ['Residenza {n}', 1.2],
    ['B&B {n}', 1.5],
    ['Palazzo {fam}', 1],
    ['Villa {fam}', 0.8],
    ['Relais {n}', 0.6],
    ['Affittacamere {n}', 0.4],
  ],
  pools: {
    n: [
      'Bellavista',
      'Duomo',
      'La Pergola',
      'Belvedere',
      'Santa Lucia',
      'San Marco',
      'Due Torri',
      'Tre Re',
      'La Fenice',
      'Porta Rossa',
      'Dante',
      'Medici',
      'Raffaello',
      'Canova',
      "Corona d'Oro",
      'Garibaldi',
      'Cavour',
      'Leonardo',
      'Colombo',
      'Italia',
      'Nazionale',
      'Città Vecchia',
      'Il Giardino',
      'Villa Fiorita',
      'Al Ponte Antico',
      'Sole',
      "Stella d'Italia",
      'Torre Antica',
      'San Giorgio',
      'Bernini',
      'Galileo',
      'Michelangelo',
      'Puccini',
      'Verdi',
      'Vittoria',
      'Ai Tre Archi',
      'La Lanterna',
      'Le Logge',
      'Il Chiostro',
      'Piazza Vecchia',
      'Il Quadrifoglio',
      "Sant'Angelo",
      'Fontana',
      'Minerva',
      'Aurora',
      'Universo',
      'Serenità',
      'Libertà',
      'Porta Felice',
    ],
    fam: [
      'Ricci',
      'Vecchietti',
      'Bianchi',
      'Orsini',
      'Contarini',
      'Gherardi',
      'Morosini',
      'Albani',
      'Ferrante',
      'Caracciolo',
      'Doria',
      'Visconti',
      'Niccolini',
      'Sforza',
      'Castelli',
      'Manin',
      'Cenci',
      'Malaspina',
    ],
  },
  coastalPools: {
    n: [
      'Miramare',
      'Lungomare',
      'Il Faro',
      'La Conchiglia',
      'Costa Azzurra',
      'Marina',
      'Belmare',
      'Riva',
      'Gabbiano',
      'Scogliera',
      'Sirena',
      'Mare Blu',
      'Delfino',
      'Approdo',
      'Onda Marina',
      'Tramonto',
      'Baia Azzurra',
    ],
  },
  districts: [
    'Centro',
    'Centro Storico',
    'Stazione',
    'Duomo',
    'Aeroporto',
    'Fiera',
    'Porta Nuova',
    'Piazza Garibaldi',
    'Città Alta',
  ],
  coastalDistricts: ['Lungomare', 'Porto', 'Marina', 'Spiaggia'],
};

const EN: FlavourSpec = {
  templates: [
    ['The {n} Hotel', 5],
    ['The Royal {n} Hotel', 1.5],
    ['{n} House', 2],
    ['The {n} Arms', 1.2],
    ['{n} Inn', 1.5],
    ['{n} Lodge', 1],
    ['{n} Court Hotel', 1],
    ['The {n}', 2],
    ['Hotel {n}', 2],
    ['{n} Guest House', 1],
    ['{n} Hotel & Spa', 1],
    ['The {n} {city}', 1],
    ['{n} Hotel {city}', 1.5],
  ],
  pools: {
    n: [
      'Victoria',
      'Regent',
      'Kensington',
      'Oak',
      'Crown',
      'Albion',
      'Windsor',
      'Marlborough',
      'Abbey',
      'Castle',
      'Park',
      'Georgian',
      'Station',
      'Belvedere',
      'Kings',
      'Queens',
      'Wellington',
      'Trafalgar',
      'Lancaster',
      'Chester',
      'Highfield',
      'Elm Tree',
      'Red Lion',
      'White Hart',
      'Black Swan',
      'Rose',
      'Ivy',
      'Heritage',
      'Cathedral',
      'Bridge',
      'Clarendon',
      'Cromwell',
      'Ashdown',
      'Beaumont',
      'Fitzroy',
      'Harcourt',
      'Marlowe',
      'Brunswick',
      'Hawthorn',
      'Willow',
      'Rowan',
      'Thornbury',
      'Somerset',
      'Cavendish',
      'Mayflower',
      'Stag',
      'Raven',
      'Oakwood',
      'Primrose',
      'Belgrave',
      'Chancery',
      'Fáilte',
      'Shamrock',
      'Tudor',
    ],
  },
  coastalPools: {
    n: [
      'Harbour',
      'Seaview',
      'Esplanade',
      'Pier',
      'Lighthouse',
      'Anchor',
      'Bay',
      "Mariner's",
      'Cliff',
      'Ocean',
      'Tides',
      'Driftwood',
      'Seagull',
    ],
  },
  districts: [
    'City Centre',
    'Airport',
    'Station',
    'Old Town',
    'Riverside',
    'Cathedral Quarter',
    'Market Square',
    'Docklands',
    'West End',
  ],
  coastalDistricts: ['Seafront', 'Harbour', 'Marina', 'Promenade'],
};

const DE: FlavourSpec = {
  templates: [
    ['Hotel {n}', 10],
    ['Hotel {n} {city}', 2],
    ['Gasthof {n}', 2],
    ['Pension {n}', 2],
    ['Hotel Garni {n}', 1.2],
    ['Landhaus {n}', 1],
    ['Gästehaus {fam}', 1.2],
    ['Hotel {fam}', 1],
    ['Boutique-Hotel {n}', 0.8],
    ['Apartmenthaus {n}', 0.6],
    ['Stadthotel {n}', 0.6],
    ['Hotel {n} & Spa', 0.5],
  ],
  pools: {
    n: [
      'Zur Post',
      'Zum Goldenen Hirsch',
      'Kaiserhof',
      'Königshof',
      'Lindenhof',
      'Sonnenhof',
      'Edelweiß',
      'Alpenblick',
      'Bergfrieden',
      'Drei Kronen',
      'Grüner Baum',
      'Schwarzer Adler',
      'Goldener Löwe',
      'Am Stadtpark',
      'Am Dom',
      'Am Markt',
      'Residenz',
      'Altstadt',
      'Schlossblick',
      'Weißer Hase',
      'Zur Mühle',
      'Zum Hirschen',
      'Rosengarten',
      'Am Schlossberg',
      'Deutsches Haus',
      'Krone',
      'Adler',
      'Löwen',
      'Bären',
      'Sonne',
      'Stern',
      'Eichenhof',
      'Tannenhof',
      'Kastanienhof',
      'Münsterblick',
      'Domizil',
      'Fürstenhof',
      'Grafenhof',
      'Schöne Aussicht',
      'Zur Linde',
      'Zum Löwen',
      'Alte Brauerei',
      'Gutshof',
      'Waldesruh',
      'Seeblick',
      'Am Rathaus',
    ],
    fam: [
      'Müller',
      'Schäfer',
      'Weiß',
      'Bauer',
      'Köhler',
      'Huber',
      'Gruber',
      'Hofmann',
      'Brückner',
      'Vogel',
      'Krämer',
      'Schönberger',
      'Jäger',
      'Fuchs',
    ],
  },
  districts: [
    'Zentrum',
    'Altstadt',
    'Hauptbahnhof',
    'Flughafen',
    'Messe',
    'Stadtmitte',
    'Marktplatz',
    'Am Ring',
  ],
  coastalDistricts: ['Hafen', 'Strand'],
};

const NL: FlavourSpec = {
  templates: [
    ['Hotel {n}', 10],
    ['Hotel {n} {city}', 2],
    ['Boutique Hotel {n}', 1],
    ['Herberg {n}', 1],
    ['B&B {n}', 1.5],
    ['Hostel {n}', 1],
    ['Appartementen {n}', 0.6],
    ['Grand Hotel {n}', 0.8],
  ],
  pools: {
    n: [
      'De Gouden Leeuw',
      'Het Anker',
      'De Kroon',
      'De Witte Zwaan',
      'Aan de Gracht',
      'Rembrandt',
      'Vondel',
      'De Oude Molen',
      'Van Gogh',
      'Sint Jacob',
      "'t Hof",
      'De Zeven Provinciën',
      'De Tulp',
      'De Gouden Karper',
      'Het Pakhuis',
      'De Pelikaan',
      'Oranje',
      'Vermeer',
      'Erasmus',
      'De Beurs',
      'Het Belfort',
      'De Linde',
      'Het Pand',
      'De Sterre',
      'Keizerskroon',
      'Prinsenhof',
      'De Swaen',
      'De Hallen',
      'Bloemenhof',
      'Het Koetshuis',
      'Patershof',
      'Café Français',
    ],
  },
  coastalPools: { n: ['Zeezicht', 'Het Strandhuys', 'De Haven', 'Duinzicht', 'De Vuurtoren', 'Zeemeeuw'] },
  districts: ['Centrum', 'Centraal Station', 'Oude Stad', 'Markt', 'Museumkwartier', 'Stadspark'],
  coastalDistricts: ['Strand', 'Haven'],
};

const EL: FlavourSpec = {
  templates: [
    ['Hotel {n}', 8],
    ['{n} Hotel {city}', 1.5],
    ['{n} Suites', 3],
    ['{n} Studios', 2],
    ['Villa {n}', 2],
    ['{n} Boutique Hotel', 1.5],
    ['{n} Rooms', 1],
    ['{n} Apartments', 1.5],
    ['{n} Beach Hotel', 2, 'coastal'],
    ['{n} Resort & Spa', 1, 'coastal'],
  ],
  pools: {
    n: [
      'Aphrodite',
      'Poseidon',
      'Athena',
      'Aegean',
      'Kalimera',
      'Acropolis View',
      'Helios',
      'Ariadne',
      'Delfini',
      'Minoa',
      'Kouros',
      'Olympia',
      'Hermes',
      'Artemis',
      'Electra',
      'Pegasus',
      'Nefeli',
      'Asteria',
      'Galini',
      'Anemos',
      'Elia',
      'Filoxenia',
      'Pantheon',
      'Hera',
      'Apollo',
      'Dionysos',
      'Odyssey',
      'Ithaca',
      'Elena',
      'Niki',
      'Iris',
      'Alkyoni',
      'Lemon Tree',
      'Olive Grove',
    ],
  },
  coastalPools: {
    n: [
      'Aegean Blue',
      'Kyma',
      'Thalassa',
      'Blue Bay',
      'Caldera View',
      'Sunset',
      'Golden Beach',
      'Porto Bello',
      'Seaside',
      'Anemomylos',
      'Ammos',
      'Petra',
    ],
  },
  districts: ['Center', 'Old Town', 'Airport', 'Harbour', 'Square'],
  coastalDistricts: ['Beach', 'Marina', 'Harbour', 'Old Port'],
};

const HR: FlavourSpec = {
  templates: [
    ['Hotel {n}', 8],
    ['Hotel {n} {city}', 1.5],
    ['Villa {n}', 3],
    ['Apartmani {n}', 2.5],
    ['Pansion {n}', 1.5],
    ['Sobe {n}', 0.8],
    ['Hostel {n}', 1],
    ['Heritage Hotel {n}', 0.8],
  ],
  pools: {
    n: [
      'Jadran',
      'Dalmacija',
      'Lav',
      'Zvonimir',
      'Marija',
      'Kaštel',
      'Adriatic',
      'Mirna',
      'Luka',
      'Ivana',
      'Stari Grad',
      'Bura',
      'Maestral',
      'Perla',
      'Palma',
      'Zora',
      'Dubrava',
      'Miramare',
      'Lipa',
      'Kruna',
      'Dioklecijan',
      'Ružica',
      'Tomislav',
      'Maslina',
      'Lovor',
      'Čempres',
      'Lanterna',
      'Sunčana',
      'Dalmatinka',
      'Nevera',
    ],
  },
  coastalPools: {
    n: ['Plaža', 'More', 'Val', 'Uvala', 'Galeb', 'Sidro', 'Sunčana Obala', 'Školjka', 'Lučica'],
  },
  districts: ['Centar', 'Stari Grad', 'Gornji Grad', 'Kolodvor'],
  coastalDistricts: ['Plaža', 'Marina', 'Luka', 'Riva'],
};

const CS: FlavourSpec = {
  templates: [
    ['Hotel {n}', 8],
    ['Hotel {n} {city}', 1.5],
    ['Pension {n}', 2],
    ['Hotel U {u}', 2],
    ['Pension U {u}', 1],
    ['Residence {n}', 1.5],
    ['Apartmány {n}', 1],
    ['Hostel {n}', 1],
  ],
  pools: {
    n: [
      'Vltava',
      'Moravia',
      'Bohemia',
      'Slavia',
      'Anděl',
      'Václav',
      'Karlův Most',
      'Staroměstský',
      'Lázně',
      'Koruna',
      'Hvězda',
      'Libuše',
      'Vyšehrad',
      'Bílá Labuť',
      'Černý Orel',
      'Kampa',
      'Palác',
      'Jalta',
      'Zlatá Husa',
      'Krumlov',
    ],
    u: [
      'Zlatého Lva',
      'Tří Pštrosů',
      'Modré Růže',
      'Zlaté Hvězdy',
      'Černého Orla',
      'Bílého Koníčka',
      'Zlatého Jelena',
      'Tří Bubnů',
      'Zlaté Studny',
      'Červeného Lva',
      'Dvou Slunců',
      'Zeleného Stromu',
      'Kamenného Mostu',
      'Svatého Jiří',
    ],
  },
  districts: ['Centrum', 'Staré Město', 'Nové Město', 'Nádraží', 'Náměstí'],
  coastalDistricts: [],
};

const PL: FlavourSpec = {
  templates: [
    ['Hotel {n}', 8],
    ['Hotel {n} {city}', 1.5],
    ['Pensjonat {n}', 2],
    ['Apartamenty {n}', 1.5],
    ['Hotel Pod {pod}', 1.5],
    ['Willa {n}', 1],
    ['Hostel {n}', 1],
    ['Rezydencja {n}', 0.7],
  ],
  pools: {
    n: [
      'Wisła',
      'Złota Kaczka',
      'Stary Rynek',
      'Polonia',
      'Kopernik',
      'Chopin',
      'Sukiennice',
      'Mazowsze',
      'Królewski',
      'Saski',
      'Dębowy',
      'Jagiełło',
      'Piast',
      'Bursztyn',
      'Grodzka',
      'Zamek',
      'Kazimierz',
      'Łazienki',
      'Żuraw',
      'Gołębia',
      'Różany',
      'Wawel',
    ],
    pod: [
      'Wawelem',
      'Różą',
      'Orłem',
      'Złotą Gwiazdą',
      'Aniołami',
      'Lipami',
      'Kogutem',
      'Białym Koniem',
      'Baranami',
    ],
  },
  coastalPools: { n: ['Bałtyk', 'Bursztynowy', 'Mewa', 'Latarnia', 'Przystań', 'Fala', 'Neptun'] },
  districts: ['Centrum', 'Stare Miasto', 'Rynek', 'Dworzec', 'Lotnisko'],
  coastalDistricts: ['Plaża', 'Port', 'Molo'],
};

const HU: FlavourSpec = {
  templates: [
    ['Hotel {n}', 8],
    ['{n} Hotel', 2],
    ['Hotel {n} {city}', 1.5],
    ['Panzió {n}', 2],
    ['{n} Apartmanok', 1],
    ['{n} Vendégház', 1],
    ['Boutique Hotel {n}', 1],
  ],
  pools: {
    n: [
      'Duna',
      'Lánchíd',
      'Budai Vár',
      'Tisza',
      'Erzsébet',
      'Mátyás',
      'Szent István',
      'Gólya',
      'Aranyhíd',
      'Pannónia',
      'Hungária',
      'Korona',
      'Kálvin',
      'Rózsadomb',
      'Andrássy',
      'Corvin',
      'Kapisztrán',
      'Árpád',
      'Hunyadi',
      'Nádor',
      'Turul',
      'Vadrózsa',
      'Kőrösi',
      'Liszt',
    ],
  },
  districts: ['Centrum', 'Belváros', 'Óbuda', 'Vár', 'Pályaudvar'],
  coastalDistricts: [],
};

const NORDIC: FlavourSpec = {
  templates: [
    ['Hotel {n}', 8],
    ['{n} Hotel', 3],
    ['Hotel {n} {city}', 1.5],
    ['Hotell {n}', 1.5],
    ['{n} Hostel', 1],
    ['{n} Apartments', 1],
    ['{n} Boutique Hotel', 1],
  ],
  pools: {
    n: [
      'Nordlys',
      'Skansen',
      'Kongens',
      'Dronning',
      'Søhus',
      'Björk',
      'Aurora',
      'Norðurljós',
      'Kastellet',
      'Fjällstuga',
      'Tre Kronor',
      'Vasa',
      'Lilla Torget',
      'Hygge',
      'Kungsholm',
      'Løven',
      'Frøya',
      'Freyja',
      'Saga',
      'Runa',
      'Hafnia',
      'Ekorren',
      'Sjöstjärna',
      'Älvsborg',
    ],
  },
  coastalPools: {
    n: ['Havnen', 'Strand', 'Fjord', 'Sjöudden', 'Bryggen', 'Kajen', 'Havblik', 'Skärgård', 'Fyren'],
  },
  districts: ['Centrum', 'Sentrum', 'City', 'Centralstation', 'Gamla Torget'],
  coastalDistricts: ['Havn', 'Hamnen', 'Kaj'],
};

const INTL: FlavourSpec = {
  templates: [
    ['Hotel {n}', 5],
    ['{n} Hotel', 4],
    ['Hotel {n} {city}', 2],
    ['{city} {n} Hotel', 0.5],
    ['{n} Suites', 1.5],
    ['{n} Boutique Hotel', 1.5],
    ['Hostel {n}', 1],
    ['{n} Apartments', 1.5],
    ['{n} Residence', 0.8],
    ['{n} Design Hotel', 0.6],
    ['{n} Hotel & Spa', 0.8],
    ['{n} Resort', 1, 'coastal'],
    ['{n} Beach Resort & Spa', 0.8, 'coastal'],
  ],
  pools: {
    n: [
      'Europa',
      'Central',
      'Continental',
      'Plaza',
      'Palace',
      'Metropol',
      'Astoria',
      'Savoy',
      'Imperial',
      'Regina',
      'Royal',
      'Park',
      'Panorama',
      'Ambassador',
      'Majestic',
      'Capital',
      'Urban',
      'Nova',
      'Atlantic',
      'Terminus',
      'Excelsior',
      'Splendid',
      'Art',
      'Loft',
      'City Center',
      'Riviera',
      'Bristol',
      'Carlton',
      'Diplomat',
      'Grand Central',
      'Zénith',
      'Elite',
      'Sky',
      'Garden',
      'Green Park',
      'Crystal',
      'Horizon',
      'Cosmopolitan',
      'Globe',
      'Atrium',
      'Monopol',
      'Opera',
      'Bohème',
      'Mozart',
      'Vista',
      'Harmony',
      'Serenity',
      'Belle Vue',
      'Lumière',
    ],
  },
  coastalPools: {
    n: [
      'Ocean View',
      'Sunset',
      'Sea Breeze',
      'Marina',
      'Blue Bay',
      'Paradise',
      'Lagoon',
      'Coral',
      'Palm Garden',
      'Sunrise',
      'Seaside',
      'Tropical',
      'Aqua',
      'Blue Sea',
      'Golden Sands',
    ],
  },
  districts: ['City Centre', 'Airport', 'Old Town', 'Central Station'],
  coastalDistricts: ['Beach', 'Marina', 'Seafront'],
};

type FlavourCode =
  | 'es'
  | 'ca'
  | 'pt'
  | 'fr'
  | 'it'
  | 'en'
  | 'de'
  | 'nl'
  | 'el'
  | 'hr'
  | 'cs'
  | 'pl'
  | 'hu'
  | 'nordic';

const FLAVOUR_SPECS: Record<FlavourCode | 'intl', FlavourSpec> = {
  es: ES,
  ca: CA,
  pt: PT,
  fr: FR,
  it: IT,
  en: EN,
  de: DE,
  nl: NL,
  el: EL,
  hr: HR,
  cs: CS,
  pl: PL,
  hu: HU,
  nordic: NORDIC,
  intl: INTL,
};

type FlavourMix = readonly (readonly [FlavourCode, number])[];

const COUNTRY_FLAVOURS: Record<string, FlavourMix> = {
  ES: [['es', 1]],
  PT: [['pt', 1]],
  FR: [['fr', 1]],
  MC: [['fr', 1]],
  IT: [['it', 1]],
  GB: [['en', 1]],
  IE: [['en', 1]],
  MT: [
    ['en', 2],
    ['it', 1],
  ],
  DE: [['de', 1]],
  AT: [['de', 1]],
  CH: [['de', 1]],
  NL: [['nl', 1]],
  BE: [['nl', 1]],
  GR: [['el', 1]],
  HR: [['hr', 1]],
  CZ: [['cs', 1]],
  PL: [['pl', 1]],
  HU: [['hu', 1]],
  AD: [
    ['ca', 2],
    ['es', 1],
  ],
  DK: [['nordic', 1]],
  SE: [['nordic', 1]],
  NO: [['nordic', 1]],
  FI: [['nordic', 1]],
  IS: [['nordic', 1]],
};

const CATALAN_MIX: FlavourMix = [
  ['ca', 1],
  ['es', 1],
];
const VALENCIAN_MIX: FlavourMix = [
  ['es', 3],
  ['ca', 1],
];

const CITY_FLAVOURS: Record<string, FlavourMix> = {
  Barcelona: CATALAN_MIX,
  Tarragona: CATALAN_MIX,
  Lleida: CATALAN_MIX,
  Girona: CATALAN_MIX,
  Salou: CATALAN_MIX,
  Cambrils: CATALAN_MIX,
  'Lloret de Mar': CATALAN_MIX,
  'Tossa de Mar': CATALAN_MIX,
  Blanes: CATALAN_MIX,
  Roses: CATALAN_MIX,
  Sitges: CATALAN_MIX,
  Vielha: CATALAN_MIX,
  Palma: CATALAN_MIX,
  Alcúdia: CATALAN_MIX,
  Sóller: CATALAN_MIX,
  Magaluf: CATALAN_MIX,
  Ibiza: CATALAN_MIX,
  'Sant Antoni de Portmany': CATALAN_MIX,
  Mahón: CATALAN_MIX,
  'Ciutadella de Menorca': CATALAN_MIX,
  Valencia: VALENCIAN_MIX,
  Alicante: VALENCIAN_MIX,
  'Castellón de la Plana': VALENCIAN_MIX,
  Benidorm: VALENCIAN_MIX,
  Peñíscola: VALENCIAN_MIX,
  Calp: VALENCIAN_MIX,
  Dénia: VALENCIAN_MIX,
  Xàbia: VALENCIAN_MIX,
  Altea: VALENCIAN_MIX,
  Gandia: VALENCIAN_MIX,
  Cullera: VALENCIAN_MIX,
  Torrevieja: VALENCIAN_MIX,
  Geneva: [['fr', 1]],
  Brussels: [
    ['fr', 2],
    ['nl', 1],
  ],
};

// ── Invented hotel chains (no real trademarks) ───────────────────────────────

interface Brand {
  stem: string;
  subs: readonly string[];
  home: 'ES' | 'EU';
  resort: boolean;
}

const BRANDS: readonly Brand[] = [
  { stem: 'Alara', subs: ['Collection', 'Urban', 'Suites'], home: 'ES', resort: false },
  { stem: 'Miraluz', subs: ['Premium', 'Centro', 'Boutique'], home: 'ES', resort: false },
  { stem: 'Urbia', subs: ['Suites', 'Select', 'Lofts'], home: 'ES', resort: false },
  { stem: 'Vértice', subs: ['Plaza', 'Express', 'Business'], home: 'ES', resort: false },
  { stem: 'Soleira', subs: ['Collection', 'Boutique'], home: 'ES', resort: false },
  { stem: 'Calma', subs: ['Boutique', 'Petit'], home: 'ES', resort: false },
  { stem: 'Brisa', subs: ['City', 'Urban'], home: 'ES', resort: false },
  { stem: 'Lunara', subs: ['Suites', 'Design'], home: 'ES', resort: false },
  { stem: 'Costa Azul', subs: ['Resort', 'Beach', 'Family Resort'], home: 'ES', resort: true },
  { stem: 'Oleaje', subs: ['Beach', 'Resort & Spa', 'Adults Only'], home: 'ES', resort: true },
  { stem: 'Arenal', subs: ['Suites', 'Playa', 'Beach Club'], home: 'ES', resort: true },
  { stem: 'Nordia', subs: ['City', 'Premium', 'Airport'], home: 'EU', resort: false },
  { stem: 'Lumea', subs: ['Collection', 'Express'], home: 'EU', resort: false },
  { stem: 'Aurelia', subs: ['Grand', 'Palace'], home: 'EU', resort: false },
  { stem: 'Stayra', subs: ['Urban', 'Lofts', 'Studios'], home: 'EU', resort: false },
  { stem: 'Veloria', subs: ['Inn', 'Express'], home: 'EU', resort: false },
  { stem: 'Orvana', subs: ['Select', 'Plus'], home: 'EU', resort: false },
  { stem: 'Castellum', subs: ['Heritage', 'Collection'], home: 'EU', resort: false },
  { stem: 'Halcyon', subs: ['Suites', 'Residences'], home: 'EU', resort: false },
  { stem: 'Belmonde', subs: ['Boutique', 'Élégance'], home: 'EU', resort: false },
  { stem: 'Solara', subs: ['Resort', 'Beach', 'Resort & Spa'], home: 'EU', resort: true },
];

const CHAIN_TEMPLATES = new Weighted<string>([
  ['{stem} {city}', 3],
  ['{stem} {city} {district}', 4],
  ['{stem} {district}', 1.5],
  ['{stem} {sub} {city}', 2],
  ['{stem} {sub} {city} {district}', 1.5],
  ['{stem} {n}', 1.5],
]);

const RESORT_TEMPLATES = new Weighted<string>([
  ['{stem} {sub} {city}', 3],
  ['{stem} {n}', 2],
  ['{stem} {n} {sub}', 1.5],
  ['{stem} {city} {district}', 1],
]);

// ── Per-city precomputation ──────────────────────────────────────────────────

interface Flavour {
  spec: FlavourSpec;
  inland: Weighted<string>;
  coastal: Weighted<string>;
}

const FLAVOURS: Record<FlavourCode | 'intl', Flavour> = Object.fromEntries(
  Object.entries(FLAVOUR_SPECS).map(([code, spec]) => [
    code,
    {
      spec,
      inland: new Weighted(
        spec.templates.filter((t) => t[2] !== 'coastal').map((t) => [t[0], t[1]] as const),
      ),
      coastal: new Weighted(
        spec.templates.filter((t) => t[2] !== 'inland').map((t) => [t[0], t[1]] as const),
      ),
    },
  ]),
) as Record<FlavourCode | 'intl', Flavour>;

interface CityContext {
  city: CatalogueCity;
  abbreviation: string;
  coastal: boolean;
  local: Weighted<Flavour>;
  primary: Flavour;
  districts: readonly string[];
  brands: Weighted<Brand>;
  chainShare: number;
}

const STOPWORDS = new Set([
  'DE',
  'DEL',
  'LA',
  'LAS',
  'LOS',
  'EL',
  'LE',
  'LES',
  'DU',
  'DES',
  'AM',
  'THE',
  'DI',
  'DA',
]);

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'SS',
  ø: 'O',
  Ø: 'O',
  ł: 'L',
  Ł: 'L',
  æ: 'AE',
  Æ: 'AE',
  đ: 'D',
  ð: 'D',
  þ: 'TH',
};

function asciiUpper(text: string): string {
  return text
    .replace(/[ßøØłŁæÆđðþ]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’.]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim();
}

function* abbreviationCandidates(name: string): Generator<string> {
  const words = asciiUpper(name).split(' ').filter(Boolean);
  const significant = words.length > 1 ? words.filter((w) => !STOPWORDS.has(w)) : words;
  const sig = significant.length > 0 ? significant : words;
  const [first = 'X', second, third] = sig;
  if (third !== undefined) yield `${first[0]}${second?.[0]}${third[0]}`;
  if (second !== undefined && second.length >= 2) yield `${first[0]}${second.slice(0, 2)}`;
  const letters = sig.join('');
  if (letters.length >= 3) yield letters.slice(0, 3);
  const consonants = [...new Set(letters.slice(1).replace(/[AEIOUY]/g, ''))].join('');
  if (consonants.length >= 2) yield `${letters[0]}${consonants.slice(0, 2)}`;
  for (let j = 1; j < letters.length; j++) {
    for (let k = j + 1; k < letters.length; k++) yield `${letters[0]}${letters[j]}${letters[k]}`;
  }
  const stem = `${letters}XX`.slice(0, 2);
  for (let c = 65; c <= 90; c++) yield stem + String.fromCharCode(c);
}

function assignAbbreviations(cities: readonly CatalogueCity[]): string[] {
  const taken = new Set<string>();
  return cities.map((c) => {
    for (const candidate of abbreviationCandidates(c.name)) {
      const key = `${c.countryCode}-${candidate}`;
      if (candidate.length === 3 && !taken.has(key)) {
        taken.add(key);
        return candidate;
      }
    }
    throw new Error(`No free abbreviation for ${c.name}`);
  });
}

function buildContexts(): CityContext[] {
  const abbreviations = assignAbbreviations(CATALOGUE_CITIES);
  return CATALOGUE_CITIES.map((city, index) => {
    const mix = CITY_FLAVOURS[city.name] ?? COUNTRY_FLAVOURS[city.countryCode] ?? [['es', 1]];
    const [primaryCode] = mix[0] ?? ['es'];
    const primary = FLAVOURS[primaryCode];
    const coastal = COASTAL_CITIES.has(city.name);
    const districts =
      CITY_DISTRICTS[city.name] ??
      (coastal ? [...primary.spec.districts, ...primary.spec.coastalDistricts] : primary.spec.districts);
    const spanish = city.countryCode === 'ES';
    const brands = new Weighted<Brand>(
      BRANDS.filter((b) => coastal || !b.resort).map((b) => {
        const homeWeight = spanish ? (b.home === 'ES' ? 7 : 3) : b.home === 'EU' ? 8.5 : 1.5;
        return [b, b.resort ? homeWeight * 1.5 : homeWeight] as const;
      }),
    );
    return {
      city,
      abbreviation: abbreviations[index] ?? 'XXX',
      coastal,
      local: new Weighted(mix.map(([code, weight]) => [FLAVOURS[code], weight] as const)),
      primary,
      districts,
      brands,
      chainShare: 0.08 + 0.015 * city.weight,
    };
  });
}

const CONTEXTS: readonly CityContext[] = buildContexts();

// ── Title generation ─────────────────────────────────────────────────────────

function poolValue(rng: Rng, key: string, flavour: Flavour, ctx: CityContext): string {
  const general = flavour.spec.pools[key];
  const seaside = ctx.coastal ? flavour.spec.coastalPools?.[key] : undefined;
  if (seaside && seaside.length > 0 && (!general || general.length === 0 || rng() < 0.45))
    return pick(rng, seaside);
  if (general && general.length > 0) return pick(rng, general);
  throw new Error(`Missing name pool "${key}"`);
}

function fillTemplate(
  rng: Rng,
  template: string,
  ctx: CityContext,
  flavour: Flavour,
  extra?: Readonly<Record<string, string>>,
): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const fixed = extra?.[key];
    if (fixed !== undefined) return fixed;
    if (key === 'city') return ctx.city.name;
    if (key === 'district') return pick(rng, ctx.districts);
    return poolValue(rng, key, flavour, ctx);
  });
}

function chainTitle(rng: Rng, ctx: CityContext): string {
  const brand = ctx.brands.pick(rng);
  const template = (brand.resort ? RESORT_TEMPLATES : CHAIN_TEMPLATES).pick(rng);
  const names = ctx.city.countryCode === 'ES' ? FLAVOURS.es : FLAVOURS.intl;
  return fillTemplate(rng, template, ctx, names, { stem: brand.stem, sub: pick(rng, brand.subs) });
}

/** Matches a word or phrase repeated back to back, e.g. 'Arenal Playa Playa Blanca'. */
const REPEATED_PHRASE = /(^|\s)(\S+(?:\s\S+)*)\s\2(?=\s|$)/iu;

function baseTitle(rng: Rng, ctx: CityContext): string {
  let title = draftTitle(rng, ctx);
  for (let attempt = 0; attempt < 5 && REPEATED_PHRASE.test(title); attempt++) title = draftTitle(rng, ctx);
  return title;
}

function draftTitle(rng: Rng, ctx: CityContext): string {
  const r = rng();
  if (r < ctx.chainShare) return chainTitle(rng, ctx);
  const flavour = r < ctx.chainShare + 0.1 ? FLAVOURS.intl : ctx.local.pick(rng);
  const template = (ctx.coastal ? flavour.coastal : flavour.inland).pick(rng);
  return fillTemplate(rng, template, ctx, flavour);
}

const ROMAN: readonly (readonly [number, string])[] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

function roman(value: number): string {
  let rest = value;
  let out = '';
  for (const [n, symbol] of ROMAN) {
    while (rest >= n) {
      out += symbol;
      rest -= n;
    }
  }
  return out;
}

function containsWord(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}

class TitleRegistry {
  private readonly used = new Set<string>();
  private readonly nextSuffix = new Map<string, number>();

  claim(title: string): boolean {
    const key = title.toLowerCase();
    if (this.used.has(key)) return false;
    this.used.add(key);
    return true;
  }

  isFree(title: string): boolean {
    return !this.used.has(title.toLowerCase());
  }

  /** Makes `base` unique: qualify with the city, then a district, finally a roman numeral. */
  uniquify(rng: Rng, base: string, ctx: CityContext): string {
    if (this.claim(base)) return base;
    const cityName = ctx.city.name;
    const withCity = containsWord(base, cityName) ? base : `${base} ${cityName}`;
    if (this.claim(withCity)) return withCity;
    for (let attempt = 0; attempt < 4; attempt++) {
      const district = pick(rng, ctx.districts);
      if (containsWord(base, district)) continue;
      if (this.claim(`${base} ${district}`)) return `${base} ${district}`;
      if (withCity !== base && this.claim(`${withCity} ${district}`)) return `${withCity} ${district}`;
    }
    let n = this.nextSuffix.get(withCity) ?? 2;
    while (!this.claim(`${withCity} ${roman(n)}`)) n++;
    this.nextSuffix.set(withCity, n + 1);
    return `${withCity} ${roman(n)}`;
  }
}

/** Largest-remainder apportionment of `size` hotels among cities, proportional to weight. */
function allocate(size: number): number[] {
  const totalWeight = CONTEXTS.reduce((sum, ctx) => sum + ctx.city.weight, 0);
  const quotas = CONTEXTS.map((ctx) => (size * ctx.city.weight) / totalWeight);
  const counts = quotas.map((q) => Math.floor(q));
  let remaining = size - counts.reduce((sum, c) => sum + c, 0);
  const order = quotas
    .map((q, index) => ({ index, fraction: q - Math.floor(q) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (remaining <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    remaining--;
  }
  return counts;
}

const JITTER = 0.025;

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * Generates `size` hotels spread over {@link CATALOGUE_CITIES} proportionally to their weight.
 * Deterministic for a given (size, seed); titles, codes and rawIds are unique.
 */
export function generateCatalogue(size = 6000, seed = 20261121): CatalogueEntry[] {
  if (!Number.isInteger(size) || size < 0) throw new RangeError(`Invalid catalogue size: ${size}`);
  const rng = mulberry32(seed);

  const counts = allocate(size);
  const sequence = new Uint16Array(size);
  let position = 0;
  counts.forEach((count, cityIndex) => {
    sequence.fill(cityIndex, position, position + count);
    position += count;
  });
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const tmp = sequence[i] ?? 0;
    sequence[i] = sequence[j] ?? 0;
    sequence[j] = tmp;
  }

  const titles = new TitleRegistry();
  const runningNumbers = new Array<number>(CONTEXTS.length).fill(0);
  const entries: CatalogueEntry[] = new Array(size);

  for (let i = 0; i < size; i++) {
    const cityIndex = sequence[i] ?? 0;
    const ctx = CONTEXTS[cityIndex];
    if (!ctx) throw new Error(`Unknown city index ${cityIndex}`);

    // Try a few fresh names before falling back to qualifiers, so most titles stay natural.
    let base = baseTitle(rng, ctx);
    for (let attempt = 0; attempt < 3 && !titles.isFree(base); attempt++) base = baseTitle(rng, ctx);
    const title = titles.uniquify(rng, base, ctx);

    const running = (runningNumbers[cityIndex] ?? 0) + 1;
    runningNumbers[cityIndex] = running;
    const { city } = ctx;
    entries[i] = {
      rawId: String(100000 + i),
      code: `${city.countryCode}-${ctx.abbreviation}-${String(running).padStart(5, '0')}`,
      title,
      city: city.name,
      countryCode: city.countryCode,
      country: city.country,
      latitude: round6(city.latitude + (rng() * 2 - 1) * JITTER),
      longitude: round6(city.longitude + (rng() * 2 - 1) * JITTER),
    };
  }
  return entries;
}
