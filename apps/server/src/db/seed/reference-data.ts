import type { ReferenceAttrs, ReferenceNames, referenceItems } from '../schema/reference.ts';

/**
 * The reference lists of spec §7, in the six interface languages (Spanish is the reference text).
 * Ids are stable: hotel records store them, so an id is never renumbered nor reused for another
 * meaning; new items take new ids. The order of each array is the order shown to the user.
 *
 * `ota` is the OpenTravel Alliance code-list value kept beside our id where one exists:
 * Bed Type (BED), Property Class Type (PCT), Hotel Amenity Code (HAC), Guest Room Info (GRI),
 * Disability Feature Code (PHY), Room Amenity Type (RMA) and Room View Type (RVT: the views;
 * street, landmark and "no view" have no RVT value). Activities carry no code yet: the Recreation
 * Srvc Type (RST) values could not be checked against the code list, and a wrong code would be
 * worse than none.
 */

export const REFERENCE_KINDS = [
  'language',
  'oberture',
  'smoke',
  'bedding',
  'hotel_type',
  'hotel_rating',
  'hotel_style',
  'service_group',
  'service',
  'accessibility',
  'activity',
  'activity_zone',
  'room_type',
  'room_structure',
  'occupancy',
  'view_type',
  'view',
  'room_bath',
  'apartment_type',
  'kitchen',
  'bath_service',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export type ReferenceRow = typeof referenceItems.$inferInsert & { kind: ReferenceKind };

export interface SeedItem {
  id: number;
  names: ReferenceNames;
  ota?: string;
}

/** Names in the order es, en, fr, it, pt (European Portuguese), ru. */
function n(es: string, en: string, fr: string, it: string, pt: string, ru: string): ReferenceNames {
  return { es, en, fr, it, pt, ru };
}

/** Russian plural of a count: 1 звезда, 2 звезды, 5 звёзд. */
function ruPlural(count: number, one: string, few: string, many: string): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

function stars(count: number): ReferenceNames {
  const plural = count !== 1;
  return n(
    `${count} ${plural ? 'estrellas' : 'estrella'}`,
    `${count} ${plural ? 'stars' : 'star'}`,
    `${count} ${plural ? 'étoiles' : 'étoile'}`,
    `${count} ${plural ? 'stelle' : 'stella'}`,
    `${count} ${plural ? 'estrelas' : 'estrela'}`,
    `${count} ${ruPlural(count, 'звезда', 'звезды', 'звёзд')}`,
  );
}

function keys(count: number): ReferenceNames {
  const plural = count !== 1;
  return n(
    `${count} ${plural ? 'llaves' : 'llave'}`,
    `${count} ${plural ? 'keys' : 'key'}`,
    `${count} ${plural ? 'clés' : 'clé'}`,
    `${count} ${plural ? 'chiavi' : 'chiave'}`,
    `${count} ${plural ? 'chaves' : 'chave'}`,
    `${count} ${ruPlural(count, 'ключ', 'ключа', 'ключей')}`,
  );
}

// ─── Languages a hotel speaks or writes its content in (code: ISO 639-1) ──────────────────────

export const HOTEL_LANGUAGES: (SeedItem & { code: string })[] = [
  { id: 1, code: 'es', names: n('Español', 'Spanish', 'Espagnol', 'Spagnolo', 'Espanhol', 'Испанский') },
  { id: 2, code: 'en', names: n('Inglés', 'English', 'Anglais', 'Inglese', 'Inglês', 'Английский') },
  { id: 3, code: 'fr', names: n('Francés', 'French', 'Français', 'Francese', 'Francês', 'Французский') },
  { id: 4, code: 'de', names: n('Alemán', 'German', 'Allemand', 'Tedesco', 'Alemão', 'Немецкий') },
  { id: 5, code: 'it', names: n('Italiano', 'Italian', 'Italien', 'Italiano', 'Italiano', 'Итальянский') },
  {
    id: 6,
    code: 'pt',
    names: n('Portugués', 'Portuguese', 'Portugais', 'Portoghese', 'Português', 'Португальский'),
  },
  { id: 7, code: 'ru', names: n('Ruso', 'Russian', 'Russe', 'Russo', 'Russo', 'Русский') },
  {
    id: 8,
    code: 'nl',
    names: n('Neerlandés', 'Dutch', 'Néerlandais', 'Olandese', 'Neerlandês', 'Нидерландский'),
  },
  { id: 9, code: 'ca', names: n('Catalán', 'Catalan', 'Catalan', 'Catalano', 'Catalão', 'Каталанский') },
  { id: 10, code: 'eu', names: n('Euskera', 'Basque', 'Basque', 'Basco', 'Basco', 'Баскский') },
  { id: 11, code: 'gl', names: n('Gallego', 'Galician', 'Galicien', 'Galiziano', 'Galego', 'Галисийский') },
  { id: 12, code: 'zh', names: n('Chino', 'Chinese', 'Chinois', 'Cinese', 'Chinês', 'Китайский') },
  { id: 13, code: 'ja', names: n('Japonés', 'Japanese', 'Japonais', 'Giapponese', 'Japonês', 'Японский') },
  { id: 14, code: 'ar', names: n('Árabe', 'Arabic', 'Arabe', 'Arabo', 'Árabe', 'Арабский') },
  { id: 15, code: 'pl', names: n('Polaco', 'Polish', 'Polonais', 'Polacco', 'Polaco', 'Польский') },
  { id: 16, code: 'sv', names: n('Sueco', 'Swedish', 'Suédois', 'Svedese', 'Sueco', 'Шведский') },
  { id: 17, code: 'da', names: n('Danés', 'Danish', 'Danois', 'Danese', 'Dinamarquês', 'Датский') },
  {
    id: 18,
    code: 'no',
    names: n('Noruego', 'Norwegian', 'Norvégien', 'Norvegese', 'Norueguês', 'Норвежский'),
  },
  { id: 19, code: 'fi', names: n('Finés', 'Finnish', 'Finnois', 'Finlandese', 'Finlandês', 'Финский') },
  { id: 20, code: 'el', names: n('Griego', 'Greek', 'Grec', 'Greco', 'Grego', 'Греческий') },
  { id: 21, code: 'tr', names: n('Turco', 'Turkish', 'Turc', 'Turco', 'Turco', 'Турецкий') },
  { id: 22, code: 'ko', names: n('Coreano', 'Korean', 'Coréen', 'Coreano', 'Coreano', 'Корейский') },
  { id: 23, code: 'cs', names: n('Checo', 'Czech', 'Tchèque', 'Ceco', 'Checo', 'Чешский') },
  { id: 24, code: 'hu', names: n('Húngaro', 'Hungarian', 'Hongrois', 'Ungherese', 'Húngaro', 'Венгерский') },
  { id: 25, code: 'ro', names: n('Rumano', 'Romanian', 'Roumain', 'Rumeno', 'Romeno', 'Румынский') },
  {
    id: 26,
    code: 'uk',
    names: n('Ucraniano', 'Ukrainian', 'Ukrainien', 'Ucraino', 'Ucraniano', 'Украинский'),
  },
  { id: 27, code: 'he', names: n('Hebreo', 'Hebrew', 'Hébreu', 'Ebraico', 'Hebraico', 'Иврит') },
];

// ─── Opening periods ─────────────────────────────────────────────────────────────────────────

export const OBERTURES: SeedItem[] = [
  {
    id: 1,
    names: n('Todo el año', 'All year round', "Toute l'année", "Tutto l'anno", 'Todo o ano', 'Круглый год'),
  },
  { id: 2, names: n('De temporada', 'Seasonal', 'Saisonnier', 'Stagionale', 'Sazonal', 'Сезонно') },
  {
    id: 3,
    names: n(
      'Temporada de verano',
      'Summer season',
      'Saison estivale',
      'Stagione estiva',
      'Época de verão',
      'Летний сезон',
    ),
  },
  {
    id: 4,
    names: n(
      'Temporada de invierno',
      'Winter season',
      'Saison hivernale',
      'Stagione invernale',
      'Época de inverno',
      'Зимний сезон',
    ),
  },
  {
    id: 5,
    names: n(
      'Solo fines de semana',
      'Weekends only',
      'Week-ends uniquement',
      'Solo nei fine settimana',
      'Apenas aos fins de semana',
      'Только по выходным',
    ),
  },
  {
    id: 6,
    names: n(
      'Semana Santa y verano',
      'Easter and summer',
      'À Pâques et en été',
      'Pasqua ed estate',
      'Páscoa e verão',
      'На Пасху и летом',
    ),
  },
  {
    id: 7,
    names: n(
      'Solo con reserva previa',
      'By prior reservation only',
      'Sur réservation uniquement',
      'Solo su prenotazione',
      'Apenas mediante reserva prévia',
      'Только по предварительному бронированию',
    ),
  },
  {
    id: 8,
    names: n(
      'Cerrado temporalmente',
      'Temporarily closed',
      'Fermé temporairement',
      'Temporaneamente chiuso',
      'Temporariamente encerrado',
      'Временно закрыт',
    ),
  },
];

// ─── Smoking policies ────────────────────────────────────────────────────────────────────────

export const SMOKING_POLICIES: SeedItem[] = [
  {
    id: 1,
    names: n(
      'Hotel libre de humo',
      'Non-smoking hotel',
      'Hôtel non-fumeurs',
      'Hotel per non fumatori',
      'Hotel para não fumadores',
      'Отель для некурящих',
    ),
  },
  {
    id: 2,
    names: n(
      'Habitaciones para fumadores disponibles',
      'Smoking rooms available',
      'Chambres fumeurs disponibles',
      'Camere per fumatori disponibili',
      'Quartos para fumadores disponíveis',
      'Есть номера для курящих',
    ),
  },
  {
    id: 3,
    names: n(
      'Se permite fumar en zonas habilitadas',
      'Smoking allowed in designated areas',
      'Fumer est autorisé dans les espaces prévus à cet effet',
      'È consentito fumare nelle aree riservate',
      'É permitido fumar nas zonas designadas',
      'Курение разрешено в специально отведённых местах',
    ),
  },
  {
    id: 4,
    names: n(
      'Solo se permite fumar en el exterior',
      'Smoking allowed outdoors only',
      "Fumer n'est autorisé qu'à l'extérieur",
      "È consentito fumare solo all'aperto",
      'Só é permitido fumar no exterior',
      'Курение разрешено только на улице',
    ),
  },
  {
    id: 5,
    names: n(
      'Se permite fumar en todo el establecimiento',
      'Smoking allowed throughout the property',
      "Fumer est autorisé dans tout l'établissement",
      'È consentito fumare in tutta la struttura',
      'É permitido fumar em todo o estabelecimento',
      'Курение разрешено на всей территории',
    ),
  },
];

// ─── Bed types (OTA Bed Type); 14, 13 and 15 make the default first room (spec §3) ───────────

export interface BedTypeSeed extends SeedItem {
  capacity: number;
  roomAllowed: boolean;
  loungeAllowed: boolean;
}

export const BED_TYPES: BedTypeSeed[] = [
  {
    id: 14,
    ota: '9',
    capacity: 1,
    roomAllowed: true,
    loungeAllowed: false,
    names: n(
      'Cama individual',
      'Single bed',
      'Lit simple',
      'Letto singolo',
      'Cama individual',
      'Односпальная кровать',
    ),
  },
  {
    id: 13,
    ota: '1',
    capacity: 2,
    roomAllowed: true,
    loungeAllowed: false,
    names: n(
      'Cama doble',
      'Double bed',
      'Lit double',
      'Letto matrimoniale',
      'Cama de casal',
      'Двуспальная кровать',
    ),
  },
  {
    id: 11,
    ota: '5',
    capacity: 2,
    roomAllowed: true,
    loungeAllowed: false,
    names: n(
      'Cama doble grande (queen size)',
      'Queen bed',
      'Grand lit double (queen size)',
      'Letto matrimoniale large (queen size)',
      'Cama de casal grande (queen size)',
      'Большая двуспальная кровать (queen size)',
    ),
  },
  {
    id: 12,
    ota: '3',
    capacity: 2,
    roomAllowed: true,
    loungeAllowed: false,
    names: n(
      'Cama doble extragrande (king size)',
      'King bed',
      'Très grand lit double (king size)',
      'Letto matrimoniale extra large (king size)',
      'Cama de casal extragrande (king size)',
      'Особо широкая двуспальная кровать (king size)',
    ),
  },
  {
    id: 16,
    capacity: 2,
    roomAllowed: true,
    loungeAllowed: false,
    names: n('Litera', 'Bunk bed', 'Lits superposés', 'Letto a castello', 'Beliche', 'Двухъярусная кровать'),
  },
  {
    id: 15,
    ota: '6',
    capacity: 1,
    roomAllowed: true,
    loungeAllowed: true,
    names: n('Sofá cama', 'Sofa bed', 'Canapé-lit', 'Divano letto', 'Sofá-cama', 'Диван-кровать'),
  },
  {
    id: 20,
    ota: '6',
    capacity: 2,
    roomAllowed: true,
    loungeAllowed: true,
    names: n(
      'Sofá cama doble',
      'Double sofa bed',
      'Canapé-lit double',
      'Divano letto matrimoniale',
      'Sofá-cama de casal',
      'Двуспальный диван-кровать',
    ),
  },
  {
    id: 18,
    ota: '2',
    capacity: 1,
    roomAllowed: true,
    loungeAllowed: true,
    names: n('Futón', 'Futon', 'Futon', 'Futon', 'Futon', 'Футон'),
  },
  {
    id: 19,
    capacity: 1,
    roomAllowed: true,
    loungeAllowed: false,
    names: n(
      'Cama supletoria',
      'Extra bed',
      "Lit d'appoint",
      'Letto aggiunto',
      'Cama extra',
      'Дополнительная кровать',
    ),
  },
  {
    id: 17,
    capacity: 1,
    roomAllowed: true,
    loungeAllowed: false,
    names: n('Cuna', 'Cot (crib)', 'Lit bébé', 'Culla', 'Berço', 'Детская кроватка'),
  },
  {
    id: 21,
    capacity: 1,
    roomAllowed: false,
    loungeAllowed: true,
    names: n('Sofá', 'Couch', 'Canapé', 'Divano', 'Sofá', 'Диван'),
  },
  {
    id: 22,
    ota: '4',
    capacity: 2,
    roomAllowed: false,
    loungeAllowed: true,
    names: n(
      'Cama abatible',
      'Murphy bed',
      'Lit escamotable',
      'Letto a scomparsa',
      'Cama rebatível',
      'Откидная кровать',
    ),
  },
];

// ─── Hotel types (OTA Property Class Type), their ratings and styles ─────────────────────────

export const HOTEL_STYLES: SeedItem[] = [
  { id: 1, names: n('Urbano', 'Urban', 'Urbain', 'Urbano', 'Urbano', 'Городской') },
  { id: 2, names: n('Playa', 'Beach', 'Bord de mer', 'Mare', 'Praia', 'Пляжный') },
  { id: 3, names: n('Montaña', 'Mountain', 'Montagne', 'Montagna', 'Montanha', 'Горный') },
  { id: 4, names: n('Rural', 'Countryside', 'Campagne', 'Campagna', 'Rural', 'Загородный') },
  { id: 5, names: n('Familiar', 'Family', 'Familial', 'Per famiglie', 'Familiar', 'Семейный') },
  {
    id: 6,
    names: n(
      'Solo adultos',
      'Adults only',
      'Réservé aux adultes',
      'Solo adulti',
      'Só para adultos',
      'Только для взрослых',
    ),
  },
  { id: 7, names: n('Negocios', 'Business', 'Affaires', 'Business', 'Negócios', 'Деловой') },
  { id: 8, names: n('Diseño', 'Design', 'Design', 'Design', 'Design', 'Дизайнерский') },
  { id: 9, names: n('Histórico', 'Historic', 'Historique', 'Storico', 'Histórico', 'Исторический') },
  {
    id: 10,
    names: n(
      'Spa y bienestar',
      'Spa & wellness',
      'Spa et bien-être',
      'Spa e benessere',
      'Spa e bem-estar',
      'Спа и велнес',
    ),
  },
  { id: 11, names: n('Golf', 'Golf', 'Golf', 'Golf', 'Golfe', 'Гольф') },
  { id: 12, names: n('Romántico', 'Romantic', 'Romantique', 'Romantico', 'Romântico', 'Романтический') },
  {
    id: 13,
    names: n('Ecológico', 'Eco-friendly', 'Écologique', 'Ecosostenibile', 'Ecológico', 'Экологичный'),
  },
  {
    id: 14,
    names: n(
      'Todo incluido',
      'All-inclusive',
      'Tout compris',
      'All inclusive',
      'Tudo incluído',
      'Всё включено',
    ),
  },
];

export interface HotelTypeSeed extends SeedItem {
  styles: number[];
}

export const HOTEL_TYPES: HotelTypeSeed[] = [
  {
    id: 1,
    ota: '20',
    names: n('Hotel', 'Hotel', 'Hôtel', 'Hotel', 'Hotel', 'Отель'),
    styles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  },
  {
    id: 2,
    ota: '3',
    names: n('Apartamentos', 'Apartments', 'Appartements', 'Appartamenti', 'Apartamentos', 'Апартаменты'),
    styles: [1, 2, 3, 4, 5, 6, 8, 9, 12, 13],
  },
  {
    id: 3,
    ota: '19',
    names: n('Albergue', 'Hostel', 'Auberge de jeunesse', 'Ostello', 'Hostel', 'Хостел'),
    styles: [1, 2, 3, 4, 5, 8, 13],
  },
  {
    id: 4,
    names: n('Aparthotel', 'Aparthotel', "Appart'hôtel", 'Aparthotel', 'Hotel-apartamento', 'Апарт-отель'),
    styles: [1, 2, 3, 5, 6, 7, 8, 10, 14],
  },
  {
    id: 5,
    ota: '30',
    names: n('Resort', 'Resort', 'Complexe hôtelier', 'Resort', 'Resort', 'Курортный отель'),
    styles: [2, 3, 5, 6, 10, 11, 12, 14],
  },
  {
    id: 6,
    names: n(
      'Hotel boutique',
      'Boutique hotel',
      'Hôtel boutique',
      'Boutique hotel',
      'Hotel boutique',
      'Бутик-отель',
    ),
    styles: [1, 2, 3, 4, 6, 8, 9, 12],
  },
  {
    id: 7,
    ota: '4',
    names: n(
      'Bed & breakfast',
      'Bed and breakfast',
      "Chambre d'hôtes",
      'Bed and breakfast',
      'Bed & breakfast',
      'B&B (ночлег и завтрак)',
    ),
    styles: [1, 2, 3, 4, 9, 12, 13],
  },
  {
    id: 8,
    ota: '40',
    names: n('Pensión', 'Guest house', 'Pension', 'Pensione', 'Pensão', 'Гостевой дом'),
    styles: [1, 2, 3, 4, 5, 9],
  },
  {
    id: 9,
    names: n(
      'Casa rural',
      'Country house',
      'Gîte rural',
      'Casa di campagna',
      'Casa de campo',
      'Сельский гостевой дом',
    ),
    styles: [3, 4, 5, 9, 12, 13],
  },
  {
    id: 10,
    ota: '27',
    names: n('Motel', 'Motel', 'Motel', 'Motel', 'Motel', 'Мотель'),
    styles: [1, 3, 4, 7],
  },
];

export interface HotelRatingSeed extends SeedItem {
  type: number;
}

const BASIC_CATEGORY = n(
  'Categoría básica',
  'Basic category',
  'Catégorie simple',
  'Categoria base',
  'Categoria básica',
  'Базовая категория',
);
const STANDARD_CATEGORY = n(
  'Categoría estándar',
  'Standard category',
  'Catégorie standard',
  'Categoria standard',
  'Categoria standard',
  'Стандартная категория',
);
const SUPERIOR_CATEGORY = n(
  'Categoría superior',
  'Superior category',
  'Catégorie supérieure',
  'Categoria superiore',
  'Categoria superior',
  'Повышенная категория',
);

/** Rating ids are unique across types: a hotel stores one rating id. */
export const HOTEL_RATINGS: HotelRatingSeed[] = [
  ...[1, 2, 3, 4, 5].map((count) => ({ id: count, type: 1, names: stars(count) })),
  {
    id: 6,
    type: 1,
    names: n(
      '5 estrellas gran lujo',
      '5 stars grand luxury',
      '5 étoiles grand luxe',
      '5 stelle lusso',
      '5 estrelas grande luxo',
      '5 звёзд гранд-люкс',
    ),
  },
  ...[1, 2, 3, 4].map((count) => ({ id: 6 + count, type: 2, names: keys(count) })),
  { id: 11, type: 3, names: BASIC_CATEGORY },
  { id: 12, type: 3, names: STANDARD_CATEGORY },
  { id: 13, type: 3, names: SUPERIOR_CATEGORY },
  ...[1, 2, 3, 4].map((count) => ({ id: 13 + count, type: 4, names: stars(count) })),
  ...[3, 4, 5].map((count) => ({ id: 15 + count, type: 5, names: stars(count) })),
  ...[3, 4, 5].map((count) => ({ id: 18 + count, type: 6, names: stars(count) })),
  {
    id: 24,
    type: 7,
    names: n(
      'Sin clasificar',
      'Unclassified',
      'Non classé',
      'Non classificato',
      'Sem classificação',
      'Без категории',
    ),
  },
  ...[1, 2].map((count) => ({ id: 24 + count, type: 8, names: stars(count) })),
  { id: 27, type: 9, names: BASIC_CATEGORY },
  { id: 28, type: 9, names: SUPERIOR_CATEGORY },
  ...[1, 2, 3].map((count) => ({ id: 28 + count, type: 10, names: stars(count) })),
];

// ─── Services (OTA Hotel Amenity Code), in groups ────────────────────────────────────────────

export const SERVICE_GROUPS: SeedItem[] = [
  { id: 1, names: n('General', 'General', 'Général', 'Generale', 'Geral', 'Общие') },
  { id: 8, names: n('Recepción', 'Front desk', 'Réception', 'Reception', 'Receção', 'Стойка регистрации') },
  {
    id: 2,
    names: n(
      'Comida y bebida',
      'Food & drink',
      'Restauration',
      'Cibo e bevande',
      'Comida e bebida',
      'Питание и напитки',
    ),
  },
  {
    id: 3,
    names: n('Bienestar', 'Wellness', 'Bien-être', 'Benessere', 'Bem-estar', 'Спа и оздоровление'),
  },
  { id: 4, names: n('Negocios', 'Business', 'Affaires', 'Business', 'Negócios', 'Деловые услуги') },
  { id: 5, names: n('Familias', 'Families', 'Familles', 'Famiglie', 'Famílias', 'Для семей с детьми') },
  { id: 6, names: n('Transporte', 'Transport', 'Transport', 'Trasporti', 'Transporte', 'Транспорт') },
  { id: 7, names: n('Internet', 'Internet', 'Internet', 'Internet', 'Internet', 'Интернет') },
];

export interface ServiceSeed extends SeedItem {
  group: number;
  ofPayment: boolean;
}

export const SERVICES: ServiceSeed[] = [
  // General
  {
    id: 1,
    group: 1,
    ota: '5',
    ofPayment: false,
    names: n(
      'Aire acondicionado',
      'Air conditioning',
      'Climatisation',
      'Aria condizionata',
      'Ar condicionado',
      'Кондиционер',
    ),
  },
  {
    id: 2,
    group: 1,
    ota: '33',
    ofPayment: false,
    names: n('Ascensor', 'Lift', 'Ascenseur', 'Ascensore', 'Elevador', 'Лифт'),
  },
  {
    id: 3,
    group: 1,
    ota: '78',
    ofPayment: true,
    names: n('Caja fuerte', 'Safe deposit box', 'Coffre-fort', 'Cassaforte', 'Cofre', 'Сейф'),
  },
  {
    id: 4,
    group: 1,
    ota: '58',
    ofPayment: true,
    names: n(
      'Servicio de lavandería',
      'Laundry service',
      'Service de blanchisserie',
      'Servizio lavanderia',
      'Serviço de lavandaria',
      'Услуги прачечной',
    ),
  },
  {
    id: 5,
    group: 1,
    ota: '96',
    ofPayment: true,
    names: n(
      'Limpieza en seco',
      'Dry cleaning',
      'Nettoyage à sec',
      'Lavaggio a secco',
      'Limpeza a seco',
      'Химчистка',
    ),
  },
  {
    id: 6,
    group: 1,
    ota: '224',
    ofPayment: true,
    names: n(
      'Se admiten mascotas',
      'Pets allowed',
      'Animaux acceptés',
      'Animali ammessi',
      'Animais de estimação permitidos',
      'Можно с домашними животными',
    ),
  },
  {
    id: 7,
    group: 1,
    ota: '46',
    ofPayment: true,
    names: n(
      'Peluquería',
      'Hairdresser',
      'Salon de coiffure',
      'Parrucchiere',
      'Cabeleireiro',
      'Парикмахерская',
    ),
  },
  {
    id: 8,
    group: 1,
    ota: '12',
    ofPayment: false,
    names: n('Tiendas', 'Shops', 'Boutiques', 'Negozi', 'Lojas', 'Магазины'),
  },
  // Front desk
  {
    id: 9,
    group: 8,
    ota: '1',
    ofPayment: false,
    names: n(
      'Recepción 24 horas',
      '24-hour front desk',
      'Réception ouverte 24 h/24',
      'Reception aperta 24 ore su 24',
      'Receção 24 horas',
      'Круглосуточная стойка регистрации',
    ),
  },
  {
    id: 10,
    group: 8,
    ota: '201',
    ofPayment: false,
    names: n(
      'Consigna de equipaje',
      'Luggage storage',
      'Bagagerie',
      'Deposito bagagli',
      'Depósito de bagagem',
      'Камера хранения багажа',
    ),
  },
  {
    id: 11,
    group: 8,
    ota: '26',
    ofPayment: false,
    names: n(
      'Cambio de moneda',
      'Currency exchange',
      'Bureau de change',
      'Cambio valuta',
      'Câmbio de moeda',
      'Обмен валюты',
    ),
  },
  {
    id: 12,
    group: 8,
    ota: '22',
    ofPayment: false,
    names: n(
      'Conserjería',
      'Concierge service',
      'Service de conciergerie',
      'Servizio concierge',
      'Serviço de concierge',
      'Услуги консьержа',
    ),
  },
  {
    id: 13,
    group: 8,
    ota: '36',
    ofPayment: false,
    names: n(
      'Registro de entrada exprés',
      'Express check-in',
      'Enregistrement express',
      'Check-in rapido',
      'Check-in expresso',
      'Экспресс-регистрация заезда',
    ),
  },
  {
    id: 14,
    group: 8,
    ota: '103',
    ofPayment: false,
    names: n(
      'Personal multilingüe',
      'Multilingual staff',
      'Personnel multilingue',
      'Personale multilingue',
      'Pessoal multilingue',
      'Многоязычный персонал',
    ),
  },
  {
    id: 15,
    group: 8,
    ota: '204',
    ofPayment: true,
    names: n(
      'Salida tardía',
      'Late check-out',
      'Départ tardif',
      'Check-out posticipato',
      'Check-out tardio',
      'Поздний выезд',
    ),
  },
  // Food & drink
  {
    id: 16,
    group: 2,
    ota: '76',
    ofPayment: true,
    names: n('Restaurante', 'Restaurant', 'Restaurant', 'Ristorante', 'Restaurante', 'Ресторан'),
  },
  {
    id: 17,
    group: 2,
    ota: '165',
    ofPayment: true,
    names: n('Bar', 'Bar', 'Bar', 'Bar', 'Bar', 'Бар'),
  },
  {
    id: 18,
    group: 2,
    ota: '20',
    ofPayment: true,
    names: n('Cafetería', 'Coffee shop', 'Café', 'Caffetteria', 'Cafetaria', 'Кафе'),
  },
  {
    id: 19,
    group: 2,
    ota: '77',
    ofPayment: true,
    names: n(
      'Servicio de habitaciones',
      'Room service',
      'Service en chambre',
      'Servizio in camera',
      'Serviço de quartos',
      'Обслуживание номеров',
    ),
  },
  {
    id: 20,
    group: 2,
    ota: '157',
    ofPayment: true,
    names: n(
      'Desayuno bufé',
      'Buffet breakfast',
      'Petit-déjeuner buffet',
      'Colazione a buffet',
      'Pequeno-almoço buffet',
      'Завтрак «шведский стол»',
    ),
  },
  {
    id: 21,
    group: 2,
    ota: '159',
    ofPayment: true,
    names: n(
      'Desayuno continental',
      'Continental breakfast',
      'Petit-déjeuner continental',
      'Colazione continentale',
      'Pequeno-almoço continental',
      'Континентальный завтрак',
    ),
  },
  {
    id: 22,
    group: 2,
    ofPayment: true,
    names: n(
      'Menús para dietas especiales',
      'Special diet menus',
      'Menus pour régimes spéciaux',
      'Menù per diete speciali',
      'Menus para dietas especiais',
      'Меню для особых диет',
    ),
  },
  {
    id: 23,
    group: 2,
    ota: '72',
    ofPayment: true,
    names: n(
      'Bar junto a la piscina',
      'Poolside bar',
      'Bar au bord de la piscine',
      'Bar a bordo piscina',
      'Bar junto à piscina',
      'Бар у бассейна',
    ),
  },
  // Wellness
  {
    id: 24,
    group: 3,
    ota: '66',
    ofPayment: false,
    names: n(
      'Piscina exterior',
      'Outdoor pool',
      'Piscine extérieure',
      "Piscina all'aperto",
      'Piscina exterior',
      'Открытый бассейн',
    ),
  },
  {
    id: 25,
    group: 3,
    ota: '54',
    ofPayment: false,
    names: n(
      'Piscina cubierta',
      'Indoor pool',
      'Piscine couverte',
      'Piscina coperta',
      'Piscina interior',
      'Крытый бассейн',
    ),
  },
  {
    id: 26,
    group: 3,
    ota: '35',
    ofPayment: false,
    names: n('Gimnasio', 'Fitness centre', 'Salle de sport', 'Palestra', 'Ginásio', 'Тренажёрный зал'),
  },
  {
    id: 27,
    group: 3,
    ota: '84',
    ofPayment: true,
    names: n('Spa', 'Spa', 'Spa', 'Spa', 'Spa', 'Спа-центр'),
  },
  {
    id: 28,
    group: 3,
    ota: '79',
    ofPayment: true,
    names: n('Sauna', 'Sauna', 'Sauna', 'Sauna', 'Sauna', 'Сауна'),
  },
  {
    id: 29,
    group: 3,
    ota: '61',
    ofPayment: true,
    names: n('Masajes', 'Massages', 'Massages', 'Massaggi', 'Massagens', 'Массаж'),
  },
  {
    id: 30,
    group: 3,
    ota: '55',
    ofPayment: false,
    names: n('Jacuzzi', 'Hot tub', 'Jacuzzi', 'Vasca idromassaggio', 'Jacuzzi', 'Джакузи'),
  },
  {
    id: 31,
    group: 3,
    ota: '86',
    ofPayment: true,
    names: n('Baño turco', 'Steam room', 'Hammam', 'Bagno turco', 'Banho turco', 'Хаммам'),
  },
  {
    id: 32,
    group: 3,
    ota: '83',
    ofPayment: false,
    names: n('Solárium', 'Sun terrace', 'Solarium', 'Solarium', 'Solário', 'Терраса для загара'),
  },
  // Business
  {
    id: 33,
    group: 4,
    ota: '269',
    ofPayment: true,
    names: n(
      'Salas de reuniones',
      'Meeting rooms',
      'Salles de réunion',
      'Sale riunioni',
      'Salas de reuniões',
      'Переговорные комнаты',
    ),
  },
  {
    id: 34,
    group: 4,
    ota: '228',
    ofPayment: false,
    names: n(
      'Centro de negocios',
      'Business centre',
      "Centre d'affaires",
      'Business center',
      'Centro de negócios',
      'Бизнес-центр',
    ),
  },
  {
    id: 35,
    group: 4,
    ota: '24',
    ofPayment: true,
    names: n(
      'Instalaciones para conferencias',
      'Conference facilities',
      'Installations pour conférences',
      'Strutture per conferenze',
      'Instalações para conferências',
      'Конференц-залы',
    ),
  },
  {
    id: 36,
    group: 4,
    ota: '69',
    ofPayment: true,
    names: n(
      'Fax y fotocopias',
      'Fax and photocopying',
      'Fax et photocopies',
      'Fax e fotocopie',
      'Fax e fotocópias',
      'Факс и ксерокопирование',
    ),
  },
  // Families
  {
    id: 37,
    group: 5,
    ota: '8',
    ofPayment: true,
    names: n(
      'Servicio de canguro',
      'Babysitting',
      'Service de baby-sitting',
      'Servizio di babysitter',
      'Serviço de babysitting',
      'Услуги няни',
    ),
  },
  {
    id: 38,
    group: 5,
    ofPayment: false,
    names: n('Club infantil', "Kids' club", 'Club enfants', 'Miniclub', 'Clube infantil', 'Детский клуб'),
  },
  {
    id: 39,
    group: 5,
    ota: '70',
    ofPayment: false,
    names: n(
      'Parque infantil',
      "Children's playground",
      'Aire de jeux pour enfants',
      'Parco giochi per bambini',
      'Parque infantil',
      'Детская игровая площадка',
    ),
  },
  {
    id: 40,
    group: 5,
    ofPayment: false,
    names: n(
      'Cunas disponibles',
      'Cots available',
      'Lits bébé disponibles',
      'Culle disponibili',
      'Berços disponíveis',
      'Детские кроватки по запросу',
    ),
  },
  {
    id: 41,
    group: 5,
    ota: '44',
    ofPayment: false,
    names: n(
      'Sala de juegos',
      'Games room',
      'Salle de jeux',
      'Sala giochi',
      'Sala de jogos',
      'Игровая комната',
    ),
  },
  // Transport
  {
    id: 42,
    group: 6,
    ota: '68',
    ofPayment: true,
    names: n('Aparcamiento', 'Parking', 'Parking', 'Parcheggio', 'Estacionamento', 'Парковка'),
  },
  {
    id: 43,
    group: 6,
    ota: '97',
    ofPayment: true,
    names: n(
      'Servicio de aparcacoches',
      'Valet parking',
      'Service de voiturier',
      'Parcheggio con servizio valet',
      'Serviço de valet parking',
      'Парковка с услугами парковщика',
    ),
  },
  {
    id: 44,
    group: 6,
    ota: '282',
    ofPayment: true,
    names: n(
      'Traslado al aeropuerto',
      'Airport shuttle',
      'Navette aéroport',
      'Navetta aeroportuale',
      'Transfer para o aeroporto',
      'Трансфер в аэропорт',
    ),
  },
  {
    id: 45,
    group: 6,
    ota: '15',
    ofPayment: true,
    names: n(
      'Alquiler de coches',
      'Car hire',
      'Location de voitures',
      'Autonoleggio',
      'Aluguer de automóveis',
      'Прокат автомобилей',
    ),
  },
  {
    id: 46,
    group: 6,
    ota: '202',
    ofPayment: true,
    names: n(
      'Alquiler de bicicletas',
      'Bicycle hire',
      'Location de vélos',
      'Noleggio biciclette',
      'Aluguer de bicicletas',
      'Прокат велосипедов',
    ),
  },
  {
    id: 47,
    group: 6,
    ota: '316',
    ofPayment: true,
    names: n(
      'Punto de recarga para vehículos eléctricos',
      'Electric vehicle charging station',
      'Borne de recharge pour véhicules électriques',
      'Stazione di ricarica per auto elettriche',
      'Posto de carregamento para veículos elétricos',
      'Зарядная станция для электромобилей',
    ),
  },
  // Internet
  {
    id: 48,
    group: 7,
    ota: '179',
    ofPayment: false,
    names: n(
      'Wifi en zonas comunes',
      'Wi-Fi in public areas',
      'Wi-Fi dans les parties communes',
      'Wi-Fi nelle aree comuni',
      'Wi-Fi nas áreas comuns',
      'Wi-Fi в общественных зонах',
    ),
  },
  {
    id: 49,
    group: 7,
    ota: '344',
    ofPayment: false,
    names: n(
      'Wifi en las habitaciones',
      'Wi-Fi in rooms',
      'Wi-Fi dans les chambres',
      'Wi-Fi in camera',
      'Wi-Fi nos quartos',
      'Wi-Fi в номерах',
    ),
  },
  {
    id: 50,
    group: 7,
    ota: '343',
    ofPayment: false,
    names: n(
      'Internet por cable en las habitaciones',
      'Wired internet in rooms',
      'Internet filaire dans les chambres',
      'Internet via cavo in camera',
      'Internet por cabo nos quartos',
      'Проводной интернет в номерах',
    ),
  },
];

// ─── Accessibility features (carousel items; OTA Disability Feature Code) ────────────────────

export interface AccessibilitySeed extends SeedItem {
  photo: string;
  incompatibles: number[];
}

export const ACCESSIBILITY: AccessibilitySeed[] = [
  {
    id: 1,
    ota: '129',
    photo: 'door-open',
    incompatibles: [],
    names: n(
      'Entrada sin escalones',
      'Step-free entrance',
      'Entrée de plain-pied',
      'Ingresso senza gradini',
      'Entrada sem degraus',
      'Вход без ступенек',
    ),
  },
  {
    id: 2,
    ota: '49',
    photo: 'ramp',
    incompatibles: [],
    names: n(
      'Rampa de acceso',
      'Access ramp',
      "Rampe d'accès",
      "Rampa d'accesso",
      'Rampa de acesso',
      'Пандус',
    ),
  },
  {
    id: 3,
    ota: '55',
    photo: 'elevator',
    incompatibles: [4],
    names: n(
      'Ascensor a todas las plantas',
      'Lift to all floors',
      'Ascenseur desservant tous les étages',
      'Ascensore per tutti i piani',
      'Elevador para todos os pisos',
      'Лифт на все этажи',
    ),
  },
  {
    id: 4,
    photo: 'stairs',
    incompatibles: [3],
    names: n(
      'Sin ascensor, solo escaleras',
      'No lift, stairs only',
      "Pas d'ascenseur, escaliers uniquement",
      'Senza ascensore, solo scale',
      'Sem elevador, apenas escadas',
      'Нет лифта, только лестница',
    ),
  },
  {
    id: 5,
    ota: '138',
    photo: 'bed',
    incompatibles: [],
    names: n(
      'Habitaciones adaptadas',
      'Accessible rooms',
      'Chambres adaptées',
      'Camere accessibili',
      'Quartos adaptados',
      'Номера для гостей с инвалидностью',
    ),
  },
  {
    id: 6,
    ota: '110',
    photo: 'shower',
    incompatibles: [],
    names: n(
      'Ducha a ras de suelo',
      'Roll-in shower',
      'Douche de plain-pied',
      'Doccia a filo pavimento',
      'Duche ao nível do chão',
      'Душ на уровне пола',
    ),
  },
  {
    id: 7,
    ota: '38',
    photo: 'grab-bar',
    incompatibles: [],
    names: n(
      'Barras de apoyo en el baño',
      'Grab bars in the bathroom',
      "Barres d'appui dans la salle de bains",
      'Maniglioni di sostegno in bagno',
      'Barras de apoio na casa de banho',
      'Поручни в ванной комнате',
    ),
  },
  {
    id: 8,
    ota: '75',
    photo: 'braille',
    incompatibles: [],
    names: n(
      'Señalización en braille',
      'Braille signage',
      'Signalétique en braille',
      'Segnaletica in braille',
      'Sinalética em braille',
      'Указатели шрифтом Брайля',
    ),
  },
  {
    id: 9,
    ota: '65',
    photo: 'ear',
    incompatibles: [],
    names: n(
      'Bucle magnético',
      'Hearing loop',
      'Boucle magnétique',
      'Anello a induzione magnetica',
      'Anel de indução magnética',
      'Индукционная петля для слабослышащих',
    ),
  },
  {
    id: 10,
    ota: '69',
    photo: 'guide-dog',
    incompatibles: [],
    names: n(
      'Se admiten perros guía',
      'Guide dogs allowed',
      'Chiens guides acceptés',
      'Cani guida ammessi',
      'Cães-guia permitidos',
      'Можно с собаками-поводырями',
    ),
  },
  {
    id: 11,
    ota: '50',
    photo: 'parking',
    incompatibles: [],
    names: n(
      'Aparcamiento adaptado',
      'Accessible parking',
      'Parking adapté',
      'Parcheggio per disabili',
      'Estacionamento adaptado',
      'Парковка для людей с инвалидностью',
    ),
  },
  {
    id: 12,
    ota: '36',
    photo: 'wheelchair',
    incompatibles: [],
    names: n(
      'Silla de ruedas disponible',
      'Wheelchair available',
      'Fauteuil roulant disponible',
      'Sedia a rotelle disponibile',
      'Cadeira de rodas disponível',
      'Предоставляется инвалидная коляска',
    ),
  },
  {
    id: 13,
    ota: '34',
    photo: 'alarm-light',
    incompatibles: [],
    names: n(
      'Alarma de emergencia visual',
      'Visual emergency alarm',
      "Alarme d'urgence visuelle",
      'Allarme di emergenza visivo',
      'Alarme de emergência visual',
      'Световая аварийная сигнализация',
    ),
  },
  {
    id: 14,
    ota: '71',
    photo: 'staff',
    incompatibles: [],
    names: n(
      'Personal formado para atender a personas con discapacidad',
      'Staff trained to assist guests with disabilities',
      "Personnel formé à l'accueil des personnes handicapées",
      "Personale formato per l'assistenza a ospiti con disabilità",
      'Pessoal com formação para apoiar hóspedes com deficiência',
      'Персонал, обученный помогать гостям с инвалидностью',
    ),
  },
];

// ─── Activities and the zones where they take place ──────────────────────────────────────────

export const ACTIVITIES: SeedItem[] = [
  { id: 1, names: n('Golf', 'Golf', 'Golf', 'Golf', 'Golfe', 'Гольф') },
  {
    id: 2,
    names: n('Buceo', 'Scuba diving', 'Plongée sous-marine', 'Immersioni subacquee', 'Mergulho', 'Дайвинг'),
  },
  { id: 3, names: n('Senderismo', 'Hiking', 'Randonnée', 'Escursionismo', 'Caminhadas', 'Пеший туризм') },
  { id: 4, names: n('Esquí', 'Skiing', 'Ski', 'Sci', 'Esqui', 'Горные лыжи') },
  { id: 5, names: n('Ciclismo', 'Cycling', 'Vélo', 'Ciclismo', 'Ciclismo', 'Велоспорт') },
  {
    id: 6,
    names: n('Equitación', 'Horse riding', 'Équitation', 'Equitazione', 'Equitação', 'Верховая езда'),
  },
  { id: 7, names: n('Tenis', 'Tennis', 'Tennis', 'Tennis', 'Ténis', 'Теннис') },
  { id: 8, names: n('Pádel', 'Padel', 'Padel', 'Padel', 'Padel', 'Падел') },
  {
    id: 9,
    names: n(
      'Tratamientos de spa',
      'Spa treatments',
      'Soins spa',
      'Trattamenti spa',
      'Tratamentos de spa',
      'Спа-процедуры',
    ),
  },
  { id: 10, names: n('Surf', 'Surfing', 'Surf', 'Surf', 'Surf', 'Сёрфинг') },
  { id: 11, names: n('Vela', 'Sailing', 'Voile', 'Vela', 'Vela', 'Парусный спорт') },
  { id: 12, names: n('Pesca', 'Fishing', 'Pêche', 'Pesca', 'Pesca', 'Рыбалка') },
  { id: 13, names: n('Esnórquel', 'Snorkelling', 'Snorkeling', 'Snorkeling', 'Snorkeling', 'Сноркелинг') },
  { id: 14, names: n('Kayak', 'Kayaking', 'Kayak', 'Kayak', 'Caiaque', 'Каякинг') },
  { id: 15, names: n('Escalada', 'Climbing', 'Escalade', 'Arrampicata', 'Escalada', 'Скалолазание') },
  {
    id: 16,
    names: n('Bicicleta de montaña', 'Mountain biking', 'VTT', 'Mountain bike', 'BTT', 'Маунтинбайк'),
  },
  {
    id: 17,
    names: n(
      'Esquí acuático',
      'Water skiing',
      'Ski nautique',
      'Sci nautico',
      'Esqui aquático',
      'Водные лыжи',
    ),
  },
  { id: 18, names: n('Windsurf', 'Windsurfing', 'Planche à voile', 'Windsurf', 'Windsurf', 'Виндсёрфинг') },
  {
    id: 19,
    names: n(
      'Observación de aves',
      'Birdwatching',
      'Observation des oiseaux',
      'Birdwatching',
      'Observação de aves',
      'Наблюдение за птицами',
    ),
  },
  { id: 20, names: n('Parapente', 'Paragliding', 'Parapente', 'Parapendio', 'Parapente', 'Парапланеризм') },
  { id: 21, names: n('Rafting', 'Rafting', 'Rafting', 'Rafting', 'Rafting', 'Рафтинг') },
  { id: 22, names: n('Minigolf', 'Mini golf', 'Minigolf', 'Minigolf', 'Minigolfe', 'Мини-гольф') },
  {
    id: 23,
    names: n('Enoturismo', 'Wine tourism', 'Œnotourisme', 'Enoturismo', 'Enoturismo', 'Винный туризм'),
  },
  {
    id: 24,
    names: n(
      'Esquí de fondo',
      'Cross-country skiing',
      'Ski de fond',
      'Sci di fondo',
      'Esqui de fundo',
      'Беговые лыжи',
    ),
  },
];

export const ACTIVITY_ZONES: SeedItem[] = [
  { id: 1, names: n('En el hotel', 'At the hotel', "À l'hôtel", 'In hotel', 'No hotel', 'В отеле') },
  {
    id: 2,
    names: n(
      'A menos de 1 km',
      'Less than 1 km away',
      "À moins d'1 km",
      'A meno di 1 km',
      'A menos de 1 km',
      'Менее 1 км',
    ),
  },
  {
    id: 3,
    names: n(
      'Entre 1 y 5 km',
      '1 to 5 km away',
      'Entre 1 et 5 km',
      'Tra 1 e 5 km',
      'Entre 1 e 5 km',
      'От 1 до 5 км',
    ),
  },
  {
    id: 4,
    names: n(
      'A más de 5 km',
      'More than 5 km away',
      'À plus de 5 km',
      'A più di 5 km',
      'A mais de 5 km',
      'Более 5 км',
    ),
  },
  {
    id: 5,
    names: n(
      'En la playa cercana',
      'On the nearby beach',
      'Sur la plage voisine',
      'Sulla spiaggia vicina',
      'Na praia próxima',
      'На ближайшем пляже',
    ),
  },
  {
    id: 6,
    names: n(
      'En la estación de esquí cercana',
      'At the nearby ski resort',
      'À la station de ski voisine',
      'Nella stazione sciistica vicina',
      'Na estância de esqui próxima',
      'На ближайшем горнолыжном курорте',
    ),
  },
  {
    id: 7,
    names: n(
      'En el entorno natural',
      'In the surrounding countryside',
      'Dans la nature environnante',
      'Nella natura circostante',
      'Na natureza envolvente',
      'На природе поблизости',
    ),
  },
];

// ─── Room attributes (room types: OTA Guest Room Info) ───────────────────────────────────────

export const ROOM_TYPES: SeedItem[] = [
  {
    id: 1,
    ota: '37',
    names: n(
      'Habitación individual',
      'Single room',
      'Chambre simple',
      'Camera singola',
      'Quarto individual',
      'Одноместный номер',
    ),
  },
  {
    id: 2,
    ota: '10',
    names: n(
      'Habitación doble',
      'Double room',
      'Chambre double',
      'Camera matrimoniale',
      'Quarto duplo',
      'Двухместный номер с одной кроватью',
    ),
  },
  {
    id: 3,
    ota: '19',
    names: n(
      'Habitación doble con dos camas',
      'Twin room',
      'Chambre à lits jumeaux',
      'Camera doppia con letti singoli',
      'Quarto duplo com duas camas',
      'Двухместный номер с двумя кроватями',
    ),
  },
  {
    id: 4,
    names: n(
      'Habitación doble de uso individual',
      'Double room for single use',
      'Chambre double à usage individuel',
      'Camera doppia uso singola',
      'Quarto duplo para uso individual',
      'Двухместный номер для одноместного размещения',
    ),
  },
  {
    id: 5,
    names: n(
      'Habitación triple',
      'Triple room',
      'Chambre triple',
      'Camera tripla',
      'Quarto triplo',
      'Трёхместный номер',
    ),
  },
  {
    id: 6,
    names: n(
      'Habitación cuádruple',
      'Quadruple room',
      'Chambre quadruple',
      'Camera quadrupla',
      'Quarto quádruplo',
      'Четырёхместный номер',
    ),
  },
  {
    id: 7,
    ota: '36',
    names: n(
      'Habitación familiar',
      'Family room',
      'Chambre familiale',
      'Camera familiare',
      'Quarto familiar',
      'Семейный номер',
    ),
  },
  {
    id: 8,
    ota: '60',
    names: n('Junior suite', 'Junior suite', 'Suite junior', 'Junior suite', 'Suite júnior', 'Полулюкс'),
  },
  { id: 9, ota: '3', names: n('Suite', 'Suite', 'Suite', 'Suite', 'Suite', 'Люкс') },
  { id: 10, ota: '16', names: n('Estudio', 'Studio', 'Studio', 'Monolocale', 'Estúdio', 'Студия') },
  {
    id: 11,
    names: n(
      'Dormitorio compartido',
      'Shared dormitory',
      'Dortoir partagé',
      'Camerata condivisa',
      'Dormitório partilhado',
      'Общий номер (дормиторий)',
    ),
  },
];

export const ROOM_STRUCTURES: SeedItem[] = [
  {
    id: 1,
    names: n(
      'Una sola estancia',
      'Single open-plan room',
      'Une seule pièce',
      'Ambiente unico',
      'Divisão única',
      'Одна комната',
    ),
  },
  {
    id: 2,
    names: n(
      'Habitación con salón',
      'Room with lounge',
      'Chambre avec salon',
      'Camera con salotto',
      'Quarto com sala de estar',
      'Номер с гостиной',
    ),
  },
  { id: 3, names: n('Dúplex', 'Duplex', 'Duplex', 'Duplex', 'Duplex', 'Двухуровневый номер') },
  {
    id: 4,
    names: n(
      'Habitaciones comunicadas',
      'Connecting rooms',
      'Chambres communicantes',
      'Camere comunicanti',
      'Quartos comunicantes',
      'Смежные номера',
    ),
  },
  {
    id: 5,
    names: n(
      'Varios dormitorios',
      'Several bedrooms',
      'Plusieurs chambres',
      'Più camere da letto',
      'Vários quartos',
      'Несколько спален',
    ),
  },
];

export interface OccupancySeed extends SeedItem {
  adults: number;
  children: number;
}

export const OCCUPANCIES: OccupancySeed[] = [
  {
    id: 1,
    adults: 1,
    children: 0,
    names: n('1 adulto', '1 adult', '1 adulte', '1 adulto', '1 adulto', '1 взрослый'),
  },
  {
    id: 8,
    adults: 1,
    children: 1,
    names: n(
      '1 adulto y 1 niño',
      '1 adult and 1 child',
      '1 adulte et 1 enfant',
      '1 adulto e 1 bambino',
      '1 adulto e 1 criança',
      '1 взрослый и 1 ребёнок',
    ),
  },
  {
    id: 2,
    adults: 2,
    children: 0,
    names: n('2 adultos', '2 adults', '2 adultes', '2 adulti', '2 adultos', '2 взрослых'),
  },
  {
    id: 3,
    adults: 2,
    children: 1,
    names: n(
      '2 adultos y 1 niño',
      '2 adults and 1 child',
      '2 adultes et 1 enfant',
      '2 adulti e 1 bambino',
      '2 adultos e 1 criança',
      '2 взрослых и 1 ребёнок',
    ),
  },
  {
    id: 4,
    adults: 2,
    children: 2,
    names: n(
      '2 adultos y 2 niños',
      '2 adults and 2 children',
      '2 adultes et 2 enfants',
      '2 adulti e 2 bambini',
      '2 adultos e 2 crianças',
      '2 взрослых и 2 ребёнка',
    ),
  },
  {
    id: 5,
    adults: 3,
    children: 0,
    names: n('3 adultos', '3 adults', '3 adultes', '3 adulti', '3 adultos', '3 взрослых'),
  },
  {
    id: 6,
    adults: 3,
    children: 1,
    names: n(
      '3 adultos y 1 niño',
      '3 adults and 1 child',
      '3 adultes et 1 enfant',
      '3 adulti e 1 bambino',
      '3 adultos e 1 criança',
      '3 взрослых и 1 ребёнок',
    ),
  },
  {
    id: 7,
    adults: 4,
    children: 0,
    names: n('4 adultos', '4 adults', '4 adultes', '4 adulti', '4 adultos', '4 взрослых'),
  },
];

export const VIEW_TYPES: SeedItem[] = [
  { id: 1, names: n('Exterior', 'Exterior', 'Côté extérieur', 'Esterna', 'Exterior', 'Окна на улицу') },
  { id: 2, names: n('Interior', 'Interior', 'Côté cour', 'Interna', 'Interior', 'Окна во двор') },
];

export const VIEWS: SeedItem[] = [
  {
    id: 1,
    ota: '25',
    names: n('Vistas al mar', 'Sea view', 'Vue sur la mer', 'Vista mare', 'Vista mar', 'Вид на море'),
  },
  {
    id: 2,
    ota: '10',
    names: n(
      'Vistas a la montaña',
      'Mountain view',
      'Vue sur la montagne',
      'Vista montagna',
      'Vista montanha',
      'Вид на горы',
    ),
  },
  {
    id: 3,
    ota: '16',
    names: n(
      'Vistas al jardín',
      'Garden view',
      'Vue sur le jardin',
      'Vista giardino',
      'Vista jardim',
      'Вид на сад',
    ),
  },
  {
    id: 4,
    ota: '12',
    names: n(
      'Vistas a la piscina',
      'Pool view',
      'Vue sur la piscine',
      'Vista piscina',
      'Vista piscina',
      'Вид на бассейн',
    ),
  },
  {
    id: 5,
    ota: '3',
    names: n(
      'Vistas a la ciudad',
      'City view',
      'Vue sur la ville',
      'Vista città',
      'Vista cidade',
      'Вид на город',
    ),
  },
  {
    id: 6,
    ota: '4',
    names: n(
      'Vistas al patio',
      'Courtyard view',
      'Vue sur la cour',
      'Vista cortile',
      'Vista pátio',
      'Вид на внутренний двор',
    ),
  },
  {
    id: 7,
    names: n(
      'Vistas a la calle',
      'Street view',
      'Vue sur la rue',
      'Vista strada',
      'Vista rua',
      'Вид на улицу',
    ),
  },
  {
    id: 8,
    ota: '13',
    names: n('Vistas al río', 'River view', 'Vue sur la rivière', 'Vista fiume', 'Vista rio', 'Вид на реку'),
  },
  {
    id: 9,
    ota: '8',
    names: n('Vistas al lago', 'Lake view', 'Vue sur le lac', 'Vista lago', 'Vista lago', 'Вид на озеро'),
  },
  {
    id: 10,
    names: n(
      'Vistas a un monumento',
      'Landmark view',
      'Vue sur un monument',
      'Vista su un monumento',
      'Vista para um monumento',
      'Вид на достопримечательность',
    ),
  },
  {
    id: 11,
    ota: '24',
    names: n(
      'Vistas al campo',
      'Countryside view',
      'Vue sur la campagne',
      'Vista campagna',
      'Vista campo',
      'Вид на сельскую местность',
    ),
  },
  { id: 12, names: n('Sin vistas', 'No view', 'Sans vue', 'Senza vista', 'Sem vista', 'Без вида') },
];

export const ROOM_BATHS: SeedItem[] = [
  {
    id: 1,
    names: n(
      'Baño privado con ducha',
      'Private bathroom with shower',
      'Salle de bains privative avec douche',
      'Bagno privato con doccia',
      'Casa de banho privativa com duche',
      'Собственная ванная комната с душем',
    ),
  },
  {
    id: 2,
    names: n(
      'Baño privado con bañera',
      'Private bathroom with bathtub',
      'Salle de bains privative avec baignoire',
      'Bagno privato con vasca',
      'Casa de banho privativa com banheira',
      'Собственная ванная комната с ванной',
    ),
  },
  {
    id: 3,
    names: n(
      'Baño privado con bañera y ducha',
      'Private bathroom with bathtub and shower',
      'Salle de bains privative avec baignoire et douche',
      'Bagno privato con vasca e doccia',
      'Casa de banho privativa com banheira e duche',
      'Собственная ванная комната с ванной и душем',
    ),
  },
  {
    id: 4,
    names: n(
      'Baño privado con bañera de hidromasaje',
      'Private bathroom with whirlpool bath',
      'Salle de bains privative avec baignoire balnéo',
      'Bagno privato con vasca idromassaggio',
      'Casa de banho privativa com banheira de hidromassagem',
      'Собственная ванная комната с гидромассажной ванной',
    ),
  },
  {
    id: 5,
    ota: '193',
    names: n(
      'Baño compartido',
      'Shared bathroom',
      'Salle de bains commune',
      'Bagno in comune',
      'Casa de banho partilhada',
      'Общая ванная комната',
    ),
  },
  {
    id: 6,
    names: n(
      'Baño privado fuera de la habitación',
      'Private bathroom outside the room',
      'Salle de bains privative hors de la chambre',
      'Bagno privato esterno alla camera',
      'Casa de banho privativa fora do quarto',
      'Отдельная ванная комната вне номера',
    ),
  },
];

// ─── Apartment attributes ────────────────────────────────────────────────────────────────────

export const APARTMENT_TYPES: SeedItem[] = [
  { id: 1, ota: '16', names: n('Estudio', 'Studio', 'Studio', 'Monolocale', 'Estúdio', 'Студия') },
  {
    id: 2,
    names: n(
      'Apartamento de 1 dormitorio',
      'One-bedroom apartment',
      'Appartement avec 1 chambre',
      'Appartamento con 1 camera da letto',
      'Apartamento T1',
      'Апартаменты с 1 спальней',
    ),
  },
  {
    id: 3,
    names: n(
      'Apartamento de 2 dormitorios',
      'Two-bedroom apartment',
      'Appartement avec 2 chambres',
      'Appartamento con 2 camere da letto',
      'Apartamento T2',
      'Апартаменты с 2 спальнями',
    ),
  },
  {
    id: 4,
    names: n(
      'Apartamento de 3 dormitorios',
      'Three-bedroom apartment',
      'Appartement avec 3 chambres',
      'Appartamento con 3 camere da letto',
      'Apartamento T3',
      'Апартаменты с 3 спальнями',
    ),
  },
  { id: 5, ota: '15', names: n('Ático', 'Penthouse', 'Penthouse', 'Attico', 'Penthouse', 'Пентхаус') },
  { id: 6, names: n('Dúplex', 'Duplex', 'Duplex', 'Duplex', 'Duplex', 'Двухуровневые апартаменты') },
  { id: 7, ota: '40', names: n('Loft', 'Loft', 'Loft', 'Loft', 'Loft', 'Лофт') },
  { id: 8, ota: '45', names: n('Villa', 'Villa', 'Villa', 'Villa', 'Moradia', 'Вилла') },
  { id: 9, ota: '44', names: n('Bungalow', 'Bungalow', 'Bungalow', 'Bungalow', 'Bungalow', 'Бунгало') },
];

export const KITCHENS: SeedItem[] = [
  {
    id: 1,
    ota: '59',
    names: n(
      'Cocina completa',
      'Full kitchen',
      'Cuisine équipée',
      'Cucina completa',
      'Cozinha equipada',
      'Полностью оборудованная кухня',
    ),
  },
  {
    id: 2,
    names: n(
      'Cocina americana',
      'Open-plan kitchen',
      'Cuisine ouverte',
      'Cucina a vista',
      'Cozinha aberta para a sala',
      'Кухня-гостиная',
    ),
  },
  {
    id: 3,
    ota: '61',
    names: n('Minicocina', 'Kitchenette', 'Kitchenette', 'Angolo cottura', 'Kitchenette', 'Мини-кухня'),
  },
  {
    id: 4,
    names: n(
      'Cocina compartida',
      'Shared kitchen',
      'Cuisine commune',
      'Cucina in comune',
      'Cozinha partilhada',
      'Общая кухня',
    ),
  },
  {
    id: 5,
    names: n('Sin cocina', 'No kitchen', 'Pas de cuisine', 'Senza cucina', 'Sem cozinha', 'Без кухни'),
  },
];

export const BATH_SERVICES: SeedItem[] = [
  { id: 1, ota: '142', names: n('Ducha', 'Shower', 'Douche', 'Doccia', 'Duche', 'Душ') },
  { id: 2, ota: '13', names: n('Bañera', 'Bathtub', 'Baignoire', 'Vasca da bagno', 'Banheira', 'Ванна') },
  {
    id: 3,
    ota: '9',
    names: n(
      'Bañera de hidromasaje',
      'Whirlpool bath',
      'Baignoire balnéo',
      'Vasca idromassaggio',
      'Banheira de hidromassagem',
      'Гидромассажная ванна',
    ),
  },
  { id: 4, ota: '16', names: n('Bidé', 'Bidet', 'Bidet', 'Bidet', 'Bidé', 'Биде') },
  {
    id: 5,
    ota: '50',
    names: n('Secador de pelo', 'Hairdryer', 'Sèche-cheveux', 'Asciugacapelli', 'Secador de cabelo', 'Фен'),
  },
  {
    id: 6,
    ota: '11',
    names: n(
      'Artículos de aseo gratuitos',
      'Free toiletries',
      'Articles de toilette gratuits',
      'Set di cortesia',
      'Produtos de higiene gratuitos',
      'Бесплатные туалетно-косметические принадлежности',
    ),
  },
  { id: 7, ota: '10', names: n('Albornoz', 'Bathrobe', 'Peignoir', 'Accappatoio', 'Roupão', 'Банный халат') },
  { id: 8, names: n('Zapatillas', 'Slippers', 'Chaussons', 'Ciabatte', 'Chinelos', 'Тапочки') },
  { id: 9, names: n('Toallas', 'Towels', 'Serviettes de toilette', 'Asciugamani', 'Toalhas', 'Полотенца') },
];

// ─── Rows ────────────────────────────────────────────────────────────────────────────────────

function rows<T extends SeedItem>(
  kind: ReferenceKind,
  items: readonly T[],
  attrs: (item: T) => ReferenceAttrs = () => ({}),
): ReferenceRow[] {
  return items.map((item, index) => ({
    kind,
    id: item.id,
    sort: index + 1,
    otaCode: item.ota ?? null,
    names: item.names,
    attrs: attrs(item),
  }));
}

/** Every reference item as a table row, in a stable order. */
export function referenceRows(): ReferenceRow[] {
  return [
    ...rows('language', HOTEL_LANGUAGES, (item) => ({ code: item.code })),
    ...rows('oberture', OBERTURES),
    ...rows('smoke', SMOKING_POLICIES),
    ...rows('bedding', BED_TYPES, (item) => ({
      capacity: item.capacity,
      room_allowed: item.roomAllowed,
      lounge_allowed: item.loungeAllowed,
    })),
    ...rows('hotel_type', HOTEL_TYPES, (item) => ({ styles: item.styles })),
    ...rows('hotel_rating', HOTEL_RATINGS, (item) => ({ type: item.type })),
    ...rows('hotel_style', HOTEL_STYLES),
    ...rows('service_group', SERVICE_GROUPS),
    ...rows('service', SERVICES, (item) => ({ group: item.group, of_payment: item.ofPayment })),
    ...rows('accessibility', ACCESSIBILITY, (item) => ({
      photo: item.photo,
      incompatibles: item.incompatibles,
    })),
    ...rows('activity', ACTIVITIES),
    ...rows('activity_zone', ACTIVITY_ZONES),
    ...rows('room_type', ROOM_TYPES),
    ...rows('room_structure', ROOM_STRUCTURES),
    ...rows('occupancy', OCCUPANCIES, (item) => ({ adults: item.adults, children: item.children })),
    ...rows('view_type', VIEW_TYPES),
    ...rows('view', VIEWS),
    ...rows('room_bath', ROOM_BATHS),
    ...rows('apartment_type', APARTMENT_TYPES),
    ...rows('kitchen', KITCHENS),
    ...rows('bath_service', BATH_SERVICES),
  ];
}
