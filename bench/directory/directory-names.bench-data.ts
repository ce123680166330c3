/**
 * Names of a multinational company, by origin: accents, particles, non-Latin scripts, so the
 * benchmark searches the mix the normalised `search_names` really hold.
 */
export const NAME_POOLS: { weight: number; first: string[]; last: string[] }[] = [
  {
    weight: 30, // France, Belgium, Switzerland
    first: ['Hélène', 'Émilie', 'François', 'Chloé', 'Jérôme', 'Loïc', 'Anaïs', 'Noël', 'Marc', 'Marie', 'Camille', 'Léa', 'Thérèse', 'Benoît', 'Gaëlle', 'Mathéo', 'Inès', 'Clément', 'Océane', 'Rémi'],
    last: ['Dubois', 'Lefèvre', 'Martin', 'Bernard', 'Durand', 'Moreau', 'Girard', 'Rousseau', 'Fournier', 'Lemaître', 'Bézier', 'de la Fontaine', 'Mercier', 'Garnier', 'Chevalier', 'Faure', 'Leroy', 'Barbier', 'Gauthier', 'Perrin'],
  },
  {
    weight: 15, // English-speaking countries
    first: ['James', 'Olivia', 'William', 'Emily', 'George', 'Charlotte', 'Henry', 'Grace', 'Jack', 'Sophie', 'Thomas', 'Amelia', 'Daniel', 'Isabella', 'Matthew'],
    last: ['Smith', 'Johnson', 'Williams', 'Brown', 'Taylor', "O'Brien", 'McDonald', 'Walker', 'Harris', 'Clarke', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Hughes'],
  },
  {
    weight: 12, // Germany, Spain, Italy, Portugal, Nordics
    first: ['Jürgen', 'Björn', 'Søren', 'Åsa', 'José', 'María', 'Núria', 'João', 'Conceição', 'Giulia', 'Niccolò', 'Lucía', 'Matthias', 'Ingrid', 'Álvaro'],
    last: ['Müller', 'Schröder', 'Weiß', 'Núñez', 'Peña', 'Ibáñez', 'Gonçalves', 'Rossi', 'Bianchi', 'Esposito', 'Lindqvist', 'Andersen', 'García', 'Fernández', 'Hoffmann'],
  },
  {
    weight: 15, // China, Taiwan, Singapore (pinyin and characters)
    first: ['Wei', 'Fang', 'Xiaoming', 'Jing', 'Lei', 'Yan', 'Hui', 'Jun', 'Mei', 'Tao', '小明', '丽华', '建国', '秀英', '志强'],
    last: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Zhou', 'Wu', '王', '李', '张', '刘', '陈'],
  },
  {
    weight: 10, // Japan (romaji with long vowels, kana, kanji)
    first: ['Haruto', 'Yūki', 'Sakura', 'Ren', 'Aoi', 'Sōta', 'Hina', 'Kenta', 'Yui', 'Daiki', 'さくら', 'はると', '陽菜', '大輝', '結衣'],
    last: ['Satō', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Itō', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Katō', '佐藤', '鈴木', '高橋', '田中', '山田'],
  },
  {
    weight: 18, // North Africa, Middle East, India, Vietnam, Eastern Europe
    first: ['Mohamed', 'Fatima', 'Youssef', 'Amina', 'Karim', 'Priya', 'Rahul', 'Ananya', 'Thị Lan', 'Minh', 'Иван', 'Ольга', 'Agnieszka', 'Kateřina', 'Zoltán'],
    last: ['El Amrani', 'Benali', 'Haddad', 'Khalil', 'Sharma', 'Patel', 'Iyer', 'Nguyễn', 'Trần', 'Phạm', 'Смирнов', 'Иванова', 'Kowalska', 'Dvořák', 'Szabó'],
  },
];

export const GROUP_DEPARTMENTS = [
  'Finance', 'Comptabilité', 'Ressources humaines', 'Human Resources', 'Marketing', 'Communication', 'Ventes', 'Sales',
  'Achats', 'Procurement', 'Juridique', 'Legal', 'Informatique', 'IT Support', 'Sécurité', 'Logistique', 'Supply Chain',
  'Recherche', 'Qualité', 'Production', 'Maintenance', 'Formation', 'Trésorerie', 'Audit', 'Développement',
];
export const GROUP_PLACES = [
  'Paris', 'Lyon', 'Genève', 'Bruxelles', 'London', 'München', 'Madrid', 'Milano', 'São Paulo', 'Montréal',
  'New York', 'Shanghai', 'Shenzhen', 'Tokyo', 'Ōsaka', 'Singapore', 'Casablanca', 'Dubai', 'Mumbai', 'Hà Nội',
];

/** mulberry32: the same directory on every run, so figures compare across runs. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
export type Random = ReturnType<typeof seededRandom>;

const DOUBLE_BARRELLED_SHARE = 0.15;

/** A first and last name from one origin, drawn by weight. */
export function personName(random: Random): { firstname: string; lastname: string } {
  const total = NAME_POOLS.reduce((sum, pool) => sum + pool.weight, 0);
  let roll = random.next() * total;
  const index = Math.max(0, NAME_POOLS.findIndex((p) => (roll -= p.weight) < 0));
  const pool = NAME_POOLS[index];
  let lastname = random.pick(pool.last);
  // Double-barrelled names are common in the first (European) pools.
  if (index < 3 && random.next() < DOUBLE_BARRELLED_SHARE) lastname = `${lastname}-${random.pick(pool.last)}`;
  return { firstname: random.pick(pool.first), lastname };
}
