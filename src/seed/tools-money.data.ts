import { ToolData, tool } from './demo-tool.types';

/** Tools about money and customers: finance, travel, sales and legal. */
export const MONEY_TOOLS: ToolData[] = [
  tool('expenses', 'expenses/reports', ['finance', 'travel'], {
    en: ['Expense reports', 'Photograph your receipts, create expense reports and follow their reimbursement.'],
    fr: ['Notes de frais', 'Photographiez vos justificatifs, créez vos notes de frais et suivez leur remboursement.'],
    zh: ['费用报销', '拍摄票据、创建报销单并跟踪报销进度。'],
    ja: ['経費精算', '領収書を撮影して経費報告書を作成し、精算状況を確認できます。'],
  }),
  tool('purchase-requests', 'buy/requests', ['finance'], {
    en: ['Purchase requests', 'Order goods and services from approved suppliers and track purchase orders until delivery.'],
    fr: ['Demandes d’achat', 'Commandez biens et services auprès des fournisseurs référencés et suivez les bons de commande jusqu’à la livraison.'],
    zh: ['采购申请', '向合格供应商订购商品和服务，并跟踪采购订单直至交付。'],
    ja: ['購買申請', '承認済みの取引先から物品やサービスを発注し、納品まで発注書を追跡します。'],
  }),
  tool('supplier-invoices', 'finance/invoices', ['finance'], {
    en: ['Supplier invoices', 'Match supplier invoices with orders, approve them and check payment status.'],
    fr: ['Factures fournisseurs', 'Rapprochez les factures fournisseurs des commandes, validez-les et vérifiez l’état des paiements.'],
    zh: ['供应商发票', '将供应商发票与订单匹配、审批，并查看付款状态。'],
    ja: ['仕入先請求書', '仕入先の請求書を発注と照合して承認し、支払状況を確認します。'],
  }),
  tool('budget', 'finance/budget', ['finance', 'data'], {
    en: ['Budget planning', 'Prepare the yearly budget and quarterly forecasts of your cost centre.'],
    fr: ['Élaboration budgétaire', 'Préparez le budget annuel et les prévisions trimestrielles de votre centre de coûts.'],
    zh: ['预算编制', '编制所属成本中心的年度预算和季度预测。'],
    ja: ['予算策定', '担当コストセンターの年間予算と四半期見通しを作成します。'],
  }),
  tool('corporate-card', 'finance/card', ['finance', 'travel'], {
    en: ['Corporate card', 'Apply for a corporate card, view transactions and justify them in a few clicks.'],
    fr: ['Carte affaires', 'Demandez une carte affaires, consultez vos transactions et justifiez-les en quelques clics.'],
    zh: ['公司商务卡', '申请公司商务卡，查看交易记录并快速提交说明。'],
    ja: ['コーポレートカード', 'コーポレートカードを申請し、利用明細の確認と用途の登録が数クリックで行えます。'],
  }),
  tool('month-end-closing', 'finance/closing', ['finance'], {
    en: ['Month-end closing', 'Closing calendar, checklists and reconciliations shared by the accounting teams.'],
    fr: ['Clôture mensuelle', 'Calendrier de clôture, listes de contrôle et rapprochements partagés par les équipes comptables.'],
    zh: ['月末结账', '会计团队共享的结账日历、检查清单和对账工作。'],
    ja: ['月次決算', '経理チームで共有する決算カレンダー、チェックリスト、勘定照合。'],
  }),
  tool('treasury', 'finance/treasury', ['finance', 'data'], {
    en: ['Treasury dashboard', 'Daily cash positions, bank balances and foreign exchange exposure of every entity.'],
    fr: ['Tableau de bord trésorerie', 'Positions de trésorerie quotidiennes, soldes bancaires et exposition au change de chaque entité.'],
    zh: ['资金看板', '各实体每日的现金头寸、银行余额和外汇敞口。'],
    ja: ['資金ダッシュボード', '各社の日次資金ポジション、銀行残高、為替エクスポージャー。'],
  }),
  tool('fixed-assets', 'finance/assets', ['finance'], {
    en: ['Fixed assets', 'Register equipment, follow depreciation and declare disposals or transfers.'],
    fr: ['Immobilisations', 'Enregistrez les équipements, suivez les amortissements et déclarez les cessions ou transferts.'],
    zh: ['固定资产', '登记设备，跟踪折旧并申报处置或转移。'],
    ja: ['固定資産', '設備を登録し、減価償却を確認して、除却や移管を申請します。'],
  }),
  tool('finance-policies', 'finance/policies', ['finance', 'legal'], {
    en: ['Finance policies', 'Delegations of authority, spending rules and accounting procedures of the group.'],
    fr: ['Procédures financières', 'Délégations de pouvoirs, règles de dépenses et procédures comptables du groupe.'],
  }),
  tool('customer-billing', 'finance/billing', ['finance', 'sales'], {
    en: ['Customer billing', 'Issue customer invoices and credit notes and follow overdue payments.'],
    fr: ['Facturation clients', 'Émettez factures et avoirs clients et suivez les retards de paiement.'],
    zh: ['客户开票', '开具客户发票和贷项通知单，并跟踪逾期付款。'],
    ja: ['顧客請求', '顧客への請求書やクレジットノートを発行し、支払遅延を管理します。'],
  }),

  tool('travel-booking', 'travel/book', ['travel'], {
    en: ['Travel booking', 'Book flights, trains, hotels and rental cars at negotiated rates, within the travel policy.'],
    fr: ['Réservation de voyages', 'Réservez vols, trains, hôtels et voitures de location aux tarifs négociés, dans le respect de la politique voyage.'],
    zh: ['差旅预订', '按协议价预订机票、火车票、酒店和租车，符合差旅政策。'],
    ja: ['出張手配', '出張規程の範囲内で、航空券、列車、ホテル、レンタカーを法人料金で予約できます。'],
  }),
  tool('travel-policy', 'travel/policy', ['travel'], {
    en: ['Travel policy', 'Rules for business trips: classes of travel, hotel caps per city and approval steps.'],
    fr: ['Politique voyages', 'Règles des déplacements professionnels : classes de transport, plafonds hôteliers par ville et circuit d’approbation.'],
    zh: ['差旅政策', '商务出行规定：舱位等级、各城市酒店标准及审批流程。'],
    ja: ['出張規程', '出張のルール：利用クラス、都市別の宿泊上限、承認手続き。'],
  }),
  tool('visa', 'travel/visa', ['travel'], {
    en: ['Visa and passport', 'Get help with visas, invitation letters and passport renewals for business trips.'],
    fr: ['Visas et passeports', 'Faites-vous accompagner pour les visas, lettres d’invitation et renouvellements de passeport.'],
    zh: ['签证与护照', '为商务出行办理签证、邀请函和护照续签提供协助。'],
    ja: ['ビザ・パスポート', '出張のためのビザ、招聘状、パスポート更新の手続きをサポートします。'],
  }),
  tool('travel-safety', 'travel/risk', ['travel', 'security'], {
    en: ['Travel safety alerts', 'Country risk levels, security alerts and emergency assistance while you travel.'],
    fr: ['Alertes sécurité voyage', 'Niveaux de risque par pays, alertes de sécurité et assistance d’urgence pendant vos déplacements.'],
    zh: ['出行安全提醒', '各国风险等级、安全警报以及出行期间的紧急援助。'],
    ja: ['渡航安全情報', '国別リスクレベル、安全警報、出張中の緊急支援。'],
  }),
  tool('trip-carbon', 'travel/carbon', ['travel'], {
    en: ['Trip carbon calculator', 'Compare the carbon footprint of train, plane and car before you book a trip.'],
    fr: ['Calculateur carbone des trajets', 'Comparez l’empreinte carbone du train, de l’avion et de la voiture avant de réserver.'],
    zh: ['出行碳排放计算器', '预订前比较火车、飞机和汽车出行的碳足迹。'],
    ja: ['移動のCO2計算', '予約前に列車、飛行機、車の二酸化炭素排出量を比較できます。'],
  }),
  tool('rides', 'travel/rides', ['travel'], {
    en: ['Taxis and ride booking', 'Order a taxi or a ride on the company account, in more than 60 countries.'],
    fr: ['Taxis et VTC', 'Commandez un taxi ou un VTC sur le compte de l’entreprise, dans plus de 60 pays.'],
    zh: ['出租车与网约车', '使用公司账户叫出租车或网约车，覆盖 60 多个国家。'],
    ja: ['タクシー配車', '会社アカウントでタクシーや配車サービスを手配できます（60か国以上）。'],
  }),
  tool('group-travel', 'travel/groups', ['travel'], {
    en: ['Group travel and seminars', 'Organise seminars and group trips with the travel agency: venues, transport and budgets.'],
    fr: ['Séminaires et voyages de groupe', 'Organisez séminaires et déplacements de groupe avec l’agence : lieux, transport et budget.'],
    zh: ['团队出行与研讨会', '与差旅代理合作组织研讨会和团队出行：场地、交通和预算。'],
    ja: ['団体出張・研修旅行', '旅行代理店と連携して、会場、交通、予算を含む研修や団体出張を手配します。'],
  }),

  tool('crm', 'crm/accounts', ['sales'], {
    en: ['CRM', 'Accounts, contacts, opportunities and the sales pipeline of every team.'],
    fr: ['CRM', 'Comptes, contacts, opportunités et pipeline commercial de toutes les équipes.'],
    zh: ['客户关系管理', '各团队的客户、联系人、商机和销售管道。'],
    ja: ['CRM', '全チームの取引先、連絡先、商談、営業パイプライン。'],
  }),
  tool('quotes', 'crm/quotes', ['sales'], {
    en: ['Quote builder', 'Build quotes from the price list, apply approved discounts and send them for e-signature.'],
    fr: ['Générateur de devis', 'Construisez vos devis à partir du tarif, appliquez les remises autorisées et envoyez-les en signature électronique.'],
    zh: ['报价生成器', '根据价目表生成报价，应用已批准的折扣并发送电子签署。'],
    ja: ['見積作成', '価格表から見積を作成し、承認済みの割引を適用して電子署名に回せます。'],
  }),
  tool('price-list', 'sales/prices', ['sales'], {
    en: ['Price list', 'Current list prices by country and currency, with the history of price changes.'],
    fr: ['Liste de prix', 'Tarifs en vigueur par pays et par devise, avec l’historique des évolutions de prix.'],
    zh: ['价目表', '按国家和币种列出的现行价格及调价历史。'],
    ja: ['価格表', '国・通貨別の現行価格と価格改定の履歴。'],
  }),
  tool('sales-dashboard', 'sales/dashboard', ['sales', 'data'], {
    en: ['Sales dashboard', 'Bookings, revenue and pipeline against targets, by region, team and product line.'],
    fr: ['Tableau de bord commercial', 'Prises de commandes, chiffre d’affaires et pipeline par rapport aux objectifs, par région, équipe et gamme.'],
    zh: ['销售看板', '按地区、团队和产品线对比订单、收入和销售管道与目标的完成情况。'],
    ja: ['営業ダッシュボード', '地域、チーム、製品ライン別に受注、売上、パイプラインを目標と比較。'],
  }),
  tool('partner-portal', 'partners/home', ['sales'], {
    en: ['Partner portal', 'Manage resellers and distributors: agreements, deal registration and joint marketing.'],
    fr: ['Portail partenaires', 'Gérez revendeurs et distributeurs : contrats, enregistrement des affaires et marketing conjoint.'],
    zh: ['合作伙伴门户', '管理经销商和分销商：协议、商机报备和联合营销。'],
    ja: ['パートナーポータル', '販売代理店や卸業者の管理：契約、案件登録、共同マーケティング。'],
  }),
  tool('customer-support', 'support/tickets', ['sales'], {
    en: ['Customer support', 'Customer tickets, service levels and the knowledge base used by support agents.'],
    fr: ['Support client', 'Tickets clients, niveaux de service et base de connaissances des agents du support.'],
    zh: ['客户支持', '客户工单、服务水平和支持人员使用的知识库。'],
    ja: ['カスタマーサポート', '顧客チケット、サービスレベル、サポート担当者向けナレッジベース。'],
  }),
  tool('proposals', 'sales/proposals', ['sales'], {
    en: ['Proposal library', 'Approved answers, case studies and references to write proposals and tender responses faster.'],
    fr: ['Bibliothèque d’offres', 'Réponses validées, études de cas et références pour rédiger plus vite offres et réponses aux appels d’offres.'],
    zh: ['方案库', '经审核的标准答复、案例和客户参考，帮助更快撰写方案和投标文件。'],
    ja: ['提案書ライブラリ', '承認済みの回答、導入事例、実績を活用して提案書や入札資料を素早く作成。'],
  }),
  tool('commissions', 'sales/commissions', ['sales', 'finance'], {
    en: ['Commission tracker', 'Follow your variable pay: targets, achievements and expected commission per quarter.'],
    fr: ['Suivi des commissions', 'Suivez votre rémunération variable : objectifs, réalisations et commissions prévues par trimestre.'],
    zh: ['佣金跟踪', '跟踪浮动薪酬：每季度的目标、完成情况和预计佣金。'],
    ja: ['コミッション管理', '変動報酬を確認：四半期ごとの目標、実績、見込みコミッション。'],
  }),
  tool('trade-shows', 'marketing/events', ['sales', 'communication'], {
    en: ['Trade show planner', 'Plan trade shows and customer events: booth bookings, staffing and lead collection.'],
    fr: ['Planification des salons', 'Planifiez salons et événements clients : stands, équipes présentes et collecte des contacts.'],
    zh: ['展会策划', '策划展会和客户活动：展位预订、人员安排和线索收集。'],
    ja: ['展示会プランナー', '展示会や顧客イベントを計画：ブース予約、人員配置、リード収集。'],
  }),
  tool('customer-satisfaction', 'sales/nps', ['sales', 'data'], {
    en: ['Customer satisfaction', 'Net promoter scores and customer comments collected after every delivery.'],
    fr: ['Satisfaction client', 'Scores de recommandation et commentaires clients recueillis après chaque livraison.'],
    zh: ['客户满意度', '每次交付后收集的净推荐值和客户意见。'],
    ja: ['顧客満足度', '納品ごとに収集したNPSと顧客のコメント。'],
  }),

  tool('contract-repository', 'legal/contracts', ['legal'], {
    en: ['Contract repository', 'Signed contracts, amendments and renewal dates, searchable by counterparty.'],
    fr: ['Base des contrats', 'Contrats signés, avenants et dates de renouvellement, consultables par cocontractant.'],
    zh: ['合同库', '已签署的合同、补充协议和续约日期，可按合同方检索。'],
    ja: ['契約書データベース', '締結済みの契約書、変更契約、更新日を取引先ごとに検索できます。'],
  }),
  tool('legal-requests', 'legal/requests', ['legal'], {
    en: ['Legal requests', 'Ask the legal team to review a contract, an NDA or a marketing claim.'],
    fr: ['Demandes juridiques', 'Demandez à l’équipe juridique de relire un contrat, un accord de confidentialité ou une allégation marketing.'],
    zh: ['法务申请', '请法务团队审核合同、保密协议或营销宣传内容。'],
    ja: ['法務相談', '契約書、秘密保持契約、広告表現のレビューを法務チームに依頼できます。'],
  }),
  tool('ethics-hotline', 'ethics/alert', ['legal', 'security'], {
    en: ['Ethics hotline', 'Report a breach of the code of conduct confidentially, by web form or phone, in your language.'],
    fr: ['Alerte éthique', 'Signalez de façon confidentielle un manquement au code de conduite, par formulaire ou par téléphone, dans votre langue.'],
    zh: ['道德举报热线', '通过网页表单或电话，以您的语言保密举报违反行为准则的情况。'],
    ja: ['倫理ホットライン', '行動規範違反をウェブフォームまたは電話で、母国語で匿名通報できます。'],
  }),
  tool('code-of-conduct', 'legal/policies', ['legal'], {
    en: ['Code of conduct and policies', 'The code of conduct and group policies on ethics, competition and conflicts of interest.'],
    fr: ['Code de conduite et politiques', 'Le code de conduite et les politiques du groupe sur l’éthique, la concurrence et les conflits d’intérêts.'],
    zh: ['行为准则与政策', '集团的行为准则，以及关于道德、竞争和利益冲突的政策。'],
    ja: ['行動規範と方針', 'グループの行動規範と、倫理、競争法、利益相反に関する方針。'],
  }),
  tool('data-privacy', 'privacy/requests', ['legal', 'security'], {
    en: ['Data privacy requests', 'Register a processing of personal data, run an impact assessment or answer a data subject request.'],
    fr: ['Protection des données', 'Déclarez un traitement de données personnelles, réalisez une analyse d’impact ou répondez à une demande de droit d’accès.'],
    zh: ['数据隐私申请', '登记个人数据处理活动、开展影响评估或处理数据主体请求。'],
    ja: ['個人情報保護', '個人データの取扱いを登録し、影響評価を実施し、本人からの請求に対応します。'],
  }),
  tool('gifts-register', 'ethics/gifts', ['legal'], {
    en: ['Gifts and hospitality register', 'Declare gifts and invitations given or received above the authorised threshold.'],
    fr: ['Registre des cadeaux et invitations', 'Déclarez les cadeaux et invitations offerts ou reçus au-delà du seuil autorisé.'],
  }),
  tool('e-signature', 'sign/documents', ['legal'], {
    en: ['Electronic signature', 'Send documents for legally binding e-signature and follow who has signed.'],
    fr: ['Signature électronique', 'Envoyez des documents en signature électronique à valeur légale et suivez qui a signé.'],
    zh: ['电子签名', '发送具有法律效力的电子签署文件，并跟踪签署进度。'],
    ja: ['電子署名', '法的効力のある電子署名用に文書を送り、署名状況を確認できます。'],
  }),
  tool('patents', 'legal/ip', ['legal', 'engineering'], {
    en: ['Patents and inventions', 'Declare an invention, follow patent filings and search the trademark portfolio.'],
    fr: ['Brevets et inventions', 'Déclarez une invention, suivez les dépôts de brevets et consultez le portefeuille de marques.'],
    zh: ['专利与发明', '申报发明，跟踪专利申请并检索商标组合。'],
    ja: ['特許・発明', '発明を届け出て、特許出願の状況を確認し、商標ポートフォリオを検索します。'],
  }),
];
