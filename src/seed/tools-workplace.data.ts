import { ToolData, tool } from './demo-tool.types';

/** Workplace tools, plus a few local ones that exist in one language only. */
export const WORKPLACE_TOOLS: ToolData[] = [
  tool('desk-booking', 'workplace/desks', ['facilities'], {
    en: ['Desk booking', 'Book a desk or a quiet room for the days you come to the office, and find your colleagues.'],
    fr: ['Réservation de postes', 'Réservez un poste de travail ou une bulle pour vos jours sur site, et retrouvez vos collègues.'],
    zh: ['工位预订', '为到岗办公的日子预订工位或静音间，并查看同事的位置。'],
    ja: ['座席予約', '出社日の座席や集中ブースを予約し、同僚の居場所を確認できます。'],
  }),
  tool('maintenance', 'workplace/maintenance', ['facilities'], {
    en: ['Maintenance requests', 'Report a broken light, a heating problem or a leak in your building.'],
    fr: ['Demandes d’intervention', 'Signalez une lumière en panne, un problème de chauffage ou une fuite dans votre bâtiment.'],
    zh: ['维修申请', '报告所在楼宇的照明故障、供暖问题或漏水。'],
    ja: ['修繕依頼', '建物内の照明の故障、空調の不具合、水漏れを報告できます。'],
  }),
  tool('mail-room', 'workplace/mail', ['facilities'], {
    en: ['Mail room', 'Track incoming parcels, send registered mail and order courier pick-ups.'],
    fr: ['Courrier et colis', 'Suivez vos colis entrants, envoyez des recommandés et commandez des coursiers.'],
    zh: ['收发室', '跟踪到达的包裹，寄送挂号信并预约快递取件。'],
    ja: ['メール室', '届いた荷物を追跡し、書留の発送やバイク便の集荷を依頼できます。'],
  }),
  tool('access-badges', 'workplace/badges', ['facilities', 'security'], {
    en: ['Access badges', 'Request a badge, replace a lost one and ask for access to restricted areas.'],
    fr: ['Badges d’accès', 'Demandez un badge, remplacez un badge perdu et demandez l’accès aux zones réservées.'],
    zh: ['门禁卡', '申请门禁卡、补办遗失卡片并申请进入受限区域。'],
    ja: ['入館証', '入館証の申請や紛失時の再発行、制限区域へのアクセス申請ができます。'],
  }),
  tool('lost-and-found', 'workplace/lost', ['facilities'], {
    en: ['Lost and found', 'Declare an item you lost or found in the offices and check the list of found items.'],
    fr: ['Objets trouvés', 'Déclarez un objet perdu ou trouvé dans les bureaux et consultez la liste des objets trouvés.'],
  }),
  tool('office-supplies', 'workplace/supplies', ['facilities'], {
    en: ['Office supplies', 'Order stationery, notebooks and small equipment delivered to your floor.'],
    fr: ['Fournitures de bureau', 'Commandez papeterie, carnets et petit matériel livrés à votre étage.'],
    zh: ['办公用品', '订购文具、笔记本和小型办公设备，直接送到您的楼层。'],
    ja: ['事務用品', '文房具、ノート、小型備品を注文すると、フロアまで届けられます。'],
  }),
  tool('office-moves', 'workplace/moves', ['facilities'], {
    en: ['Office moves', 'Plan a team move: new floor plan, packing crates and IT reconnection.'],
    fr: ['Déménagements internes', 'Planifiez le déménagement d’une équipe : nouveau plan d’étage, cartons et reconnexion informatique.'],
    zh: ['办公室搬迁', '规划团队搬迁：新的楼层布局、打包箱和 IT 设备重新连接。'],
    ja: ['オフィス移転', 'チームの引っ越しを計画：新しいフロア配置、梱包用の箱、IT機器の再接続。'],
  }),
  tool('sustainability', 'workplace/green', ['facilities'], {
    en: ['Sustainability at work', 'Energy use of our sites, recycling guides and the green ambassadors network.'],
    fr: ['Développement durable', 'Consommation d’énergie des sites, guides de tri et réseau des ambassadeurs verts.'],
    zh: ['绿色办公', '各办公地点的能耗、垃圾分类指南和绿色大使网络。'],
    ja: ['サステナビリティ', '各拠点のエネルギー使用量、リサイクルガイド、グリーンアンバサダーのネットワーク。'],
  }),
  tool('health-and-safety', 'workplace/safety', ['facilities', 'security'], {
    en: ['Health and safety', 'Evacuation plans, first aiders, fire wardens and how to report a workplace accident.'],
    fr: ['Santé et sécurité', 'Plans d’évacuation, secouristes, guides-files et déclaration d’un accident du travail.'],
    zh: ['健康与安全', '疏散平面图、急救员、消防疏导员以及工伤事故的报告方式。'],
    ja: ['安全衛生', '避難経路図、救護担当者、防火担当者、労働災害の報告方法。'],
  }),
  tool('works-council', 'cse/activites', ['hr'], {
    fr: ['CSE — activités sociales et culturelles', 'Billetterie, chèques-vacances, colonies et activités proposées par le comité social et économique.'],
  }),
  tool('retirement-401k', 'benefits/401k', ['finance', 'hr'], {
    en: ['401(k) retirement plan', 'Check your 401(k) balance, change your contribution rate and choose your investment funds.'],
  }),
  tool('coffee-roulette', 'social/coffee', ['communication'], {
    en: ['Coffee roulette', 'Meet a random colleague from another team every month, for a coffee or a video call.'],
    fr: ['Café roulette', 'Rencontrez chaque mois un collègue d’une autre équipe, au hasard, autour d’un café ou en visio.'],
    zh: ['咖啡轮盘', '每月随机结识一位其他团队的同事，一起喝咖啡或视频聊天。'],
    ja: ['コーヒールーレット', '毎月ランダムに他チームの同僚とコーヒーやビデオ通話で交流できます。'],
  }),
];
