import { RegionalToolData } from './demo-tool.types';

/** Tools every subsidiary runs for itself; one tool per subsidiary, shown to that subsidiary only. */
export const REGIONAL_TOOLS: RegionalToolData[] = [
  {
    kind: 'payslips',
    at: 'hr/payroll',
    categories: ['hr', 'finance'],
    texts: {
      en: ['Payslips — {region}', 'Download your payslips and annual pay statements issued by the payroll team of {sub}.'],
      fr: ['Bulletins de paie — {region}', 'Téléchargez vos bulletins de paie et récapitulatifs annuels émis par l’équipe paie de {sub}.'],
      zh: ['工资单 — {region}', '下载 {sub} 薪酬团队发放的工资单和年度薪酬报表。'],
      ja: ['給与明細 — {region}', '{sub}の給与チームが発行する給与明細と年間支払明細をダウンロードできます。'],
    },
  },
  {
    kind: 'benefits',
    at: 'hr/benefits',
    categories: ['hr'],
    texts: {
      en: ['Benefits — {region}', 'Health insurance, meal vouchers and other benefits offered to employees of {sub}.'],
      fr: ['Avantages sociaux — {region}', 'Mutuelle, titres-restaurant et autres avantages proposés aux salariés de {sub}.'],
      zh: ['员工福利 — {region}', '{sub} 为员工提供的医疗保险、餐补及其他福利。'],
      ja: ['福利厚生 — {region}', '{sub}の社員向け健康保険、食事補助、その他の福利厚生。'],
    },
  },
  {
    kind: 'canteen',
    at: 'workplace/canteen',
    categories: ['facilities'],
    texts: {
      en: ['Canteen menus — {region}', 'This week’s menus of the company restaurants of {sub}, with allergens and opening hours.'],
      fr: ['Menus du restaurant — {region}', 'Les menus de la semaine des restaurants d’entreprise de {sub}, avec allergènes et horaires.'],
      zh: ['食堂菜单 — {region}', '{sub} 员工餐厅本周菜单，含过敏原信息和营业时间。'],
      ja: ['社員食堂メニュー — {region}', '{sub}の社員食堂の今週のメニュー、アレルゲン情報、営業時間。'],
    },
  },
  {
    kind: 'meeting-rooms',
    at: 'workplace/rooms',
    categories: ['facilities'],
    texts: {
      en: ['Meeting rooms — {region}', 'Book meeting rooms and video-equipped rooms in the offices of {sub}.'],
      fr: ['Salles de réunion — {region}', 'Réservez les salles de réunion et de visioconférence des bureaux de {sub}.'],
      zh: ['会议室 — {region}', '预订 {sub} 各办公室的会议室和视频会议室。'],
      ja: ['会議室 — {region}', '{sub}の各オフィスの会議室やビデオ会議室を予約できます。'],
    },
  },
  {
    kind: 'parking',
    at: 'workplace/parking',
    categories: ['facilities'],
    texts: {
      en: ['Parking and shuttles — {region}', 'Reserve a parking space, charge an electric car and check shuttle times at the sites of {sub}.'],
      fr: ['Parking et navettes — {region}', 'Réservez une place de parking, rechargez un véhicule électrique et consultez les horaires des navettes sur les sites de {sub}.'],
      zh: ['停车与班车 — {region}', '在 {sub} 各园区预约车位、为电动车充电并查询班车时刻。'],
      ja: ['駐車場・シャトル — {region}', '{sub}の拠点で駐車スペースの予約、EV充電、シャトルバスの時刻確認ができます。'],
    },
  },
  {
    kind: 'local-news',
    at: 'intranet/local',
    categories: ['communication'],
    texts: {
      en: ['Local news — {region}', 'News, appointments and practical information for the teams of {sub}.'],
      fr: ['Actualités locales — {region}', 'Actualités, nominations et informations pratiques pour les équipes de {sub}.'],
      zh: ['本地新闻 — {region}', '面向 {sub} 团队的新闻、人事任命和实用信息。'],
      ja: ['ローカルニュース — {region}', '{sub}のチーム向けのニュース、人事、生活情報。'],
    },
  },
  {
    kind: 'internal-jobs',
    at: 'careers/jobs',
    categories: ['hr'],
    texts: {
      en: ['Internal jobs — {region}', 'Open positions in {sub}, reserved for employees for two weeks before external posting.'],
      fr: ['Offres internes — {region}', 'Postes ouverts chez {sub}, réservés aux salariés deux semaines avant leur publication externe.'],
      zh: ['内部职位 — {region}', '{sub} 的空缺职位，在对外发布前两周仅向内部员工开放。'],
      ja: ['社内公募 — {region}', '{sub}の募集ポジション。社外公開の2週間前から社員限定で公開されます。'],
    },
  },
  {
    kind: 'employee-representatives',
    at: 'social/representatives',
    categories: ['hr', 'communication'],
    texts: {
      en: ['Employee representatives — {region}', 'Meet your employee representatives in {sub}, read meeting minutes and ask a question.'],
      fr: ['Représentants du personnel — {region}', 'Vos représentants du personnel chez {sub} : comptes rendus de réunion et questions.'],
      zh: ['员工代表 — {region}', '认识 {sub} 的员工代表，阅读会议纪要并提出问题。'],
      ja: ['従業員代表 — {region}', '{sub}の従業員代表の紹介、議事録の閲覧、質問の送付。'],
    },
  },
  {
    kind: 'company-cars',
    at: 'fleet/cars',
    categories: ['travel', 'facilities'],
    texts: {
      en: ['Company cars — {region}', 'Company car policy, vehicle orders, fuel cards and damage reports for {sub}.'],
      fr: ['Véhicules de fonction — {region}', 'Politique véhicules, commandes, cartes carburant et déclarations de sinistre pour {sub}.'],
      zh: ['公司用车 — {region}', '{sub} 的公务用车政策、车辆申请、加油卡和事故报告。'],
      ja: ['社用車 — {region}', '{sub}の社用車規程、車両手配、給油カード、事故報告。'],
    },
  },
  {
    kind: 'travel-agency',
    at: 'travel/agency',
    categories: ['travel'],
    texts: {
      en: ['Travel agency — {region}', 'Contact the travel agents serving {sub} for complex trips and urgent changes.'],
      fr: ['Agence de voyages — {region}', 'Contactez les agents de voyages de {sub} pour les trajets complexes et les modifications urgentes.'],
      zh: ['差旅代理 — {region}', '联系服务 {sub} 的差旅顾问，办理复杂行程和紧急变更。'],
      ja: ['旅行代理店 — {region}', '複雑な行程や急な変更は、{sub}担当の旅行代理店に連絡できます。'],
    },
  },
  {
    kind: 'offices',
    at: 'workplace/offices',
    categories: ['facilities'],
    texts: {
      en: ['Offices and maps — {region}', 'Addresses, floor plans, access instructions and Wi-Fi details of the offices of {sub}.'],
      fr: ['Bureaux et plans — {region}', 'Adresses, plans d’étage, accès et informations Wi-Fi des bureaux de {sub}.'],
      zh: ['办公地点与地图 — {region}', '{sub} 各办公室的地址、楼层平面图、交通指引和 Wi-Fi 信息。'],
      ja: ['オフィス案内 — {region}', '{sub}の各オフィスの住所、フロアマップ、アクセス方法、Wi-Fi情報。'],
    },
  },
  {
    kind: 'savings-pension',
    at: 'hr/pension',
    categories: ['hr', 'finance'],
    texts: {
      en: ['Savings and pension — {region}', 'Employee savings plans, profit sharing and pension schemes available in {sub}.'],
      fr: ['Épargne et retraite — {region}', 'Plans d’épargne salariale, intéressement et régimes de retraite proposés chez {sub}.'],
      zh: ['储蓄与养老金 — {region}', '{sub} 提供的员工储蓄计划、利润分享和养老金计划。'],
      ja: ['財形・年金 — {region}', '{sub}で利用できる従業員貯蓄制度、利益分配、年金制度。'],
    },
  },
  {
    kind: 'local-it-support',
    at: 'servicedesk/local',
    categories: ['it'],
    texts: {
      en: ['Local IT support — {region}', 'Opening hours, walk-in desks and phone numbers of the IT support teams of {sub}.'],
      fr: ['Support informatique de proximité — {region}', 'Horaires, points d’accueil et numéros de téléphone des équipes de support informatique de {sub}.'],
      zh: ['本地 IT 支持 — {region}', '{sub} IT 支持团队的服务时间、现场服务台和联系电话。'],
      ja: ['拠点ITサポート — {region}', '{sub}のITサポートチームの受付時間、窓口、電話番号。'],
    },
  },
];
