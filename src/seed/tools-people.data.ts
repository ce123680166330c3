import { ToolData, tool } from './demo-tool.types';

/** Tools about people: human resources, learning and internal communication. */
export const PEOPLE_TOOLS: ToolData[] = [
  tool('leave', 'hr/leave', ['hr'], {
    en: ['Leave requests', 'Request paid leave and days off, check your remaining balance and follow your manager’s approval.'],
    fr: ['Demandes de congés', 'Posez vos congés payés et jours de repos, consultez votre solde et suivez la validation de votre responsable.'],
    zh: ['休假申请', '申请带薪年假和调休，查看剩余假期并跟踪经理的审批进度。'],
    ja: ['休暇申請', '有給休暇や休日を申請し、残日数を確認して、上長の承認状況を確認できます。'],
  }),
  tool('annual-review', 'hr/reviews', ['hr'], {
    en: ['Annual review', 'Prepare your annual performance review, set objectives with your manager and keep track of feedback all year.'],
    fr: ['Entretien annuel', 'Préparez votre entretien annuel, fixez vos objectifs avec votre responsable et suivez les retours tout au long de l’année.'],
    zh: ['年度绩效评估', '准备年度绩效面谈，与经理共同制定目标，并全年跟踪反馈。'],
    ja: ['年次評価', '年次評価面談の準備をし、上長と目標を設定して、一年を通じてフィードバックを記録します。'],
  }),
  tool('careers', 'careers/mobility', ['hr'], {
    en: ['Career and mobility', 'Explore career paths, declare your mobility wishes and discover the skills needed for other roles in the group.'],
    fr: ['Carrière et mobilité', 'Explorez les parcours professionnels, exprimez vos souhaits de mobilité et découvrez les compétences attendues dans les autres métiers du groupe.'],
    zh: ['职业发展与内部流动', '探索职业发展路径，提交内部调动意向，了解集团内其他岗位所需的技能。'],
    ja: ['キャリアと異動', 'キャリアパスを調べ、異動希望を申告し、グループ内の他職種に必要なスキルを確認できます。'],
  }),
  tool('org-chart', 'people/org', ['hr', 'communication'], {
    en: ['Org chart', 'Find colleagues, their team, manager and office, and browse the organisation of every entity.'],
    fr: ['Organigramme', 'Retrouvez vos collègues, leur équipe, leur responsable et leur bureau, et parcourez l’organisation de chaque entité.'],
    zh: ['组织架构图', '查找同事及其团队、上级和办公地点，浏览各实体的组织结构。'],
    ja: ['組織図', '同僚の所属チーム、上長、勤務地を検索し、各組織の構成を閲覧できます。'],
  }),
  tool('recruitment', 'talent/ats', ['hr'], {
    en: ['Recruitment tracker', 'Publish job openings, screen applications and organise interviews with hiring managers.'],
    fr: ['Suivi des recrutements', 'Publiez les offres d’emploi, triez les candidatures et organisez les entretiens avec les managers recruteurs.'],
    zh: ['招聘管理', '发布职位空缺，筛选简历，并与用人经理协调安排面试。'],
    ja: ['採用管理', '求人を公開し、応募書類を選考して、採用担当マネージャーとの面接を調整します。'],
  }),
  tool('onboarding', 'hr/onboarding', ['hr'], {
    en: ['Onboarding', 'Everything a newcomer needs in the first weeks: checklist, welcome sessions, key contacts and equipment.'],
    fr: ['Intégration', 'Tout ce dont un nouvel arrivant a besoin les premières semaines : checklist, sessions d’accueil, contacts clés et équipement.'],
    zh: ['新员工入职', '新员工入职头几周所需的一切：清单、欢迎会、关键联系人和办公设备。'],
    ja: ['オンボーディング', '新入社員が最初の数週間に必要なすべて：チェックリスト、歓迎セッション、主な連絡先、備品。'],
  }),
  tool('time', 'hr/time', ['hr'], {
    en: ['Time and attendance', 'Record working hours, overtime and on-call duty, and submit your monthly timesheet.'],
    fr: ['Gestion des temps', 'Déclarez vos heures de travail, heures supplémentaires et astreintes, et validez votre relevé mensuel.'],
    zh: ['考勤管理', '记录工作时间、加班和值班，并提交每月考勤表。'],
    ja: ['勤怠管理', '労働時間、残業、オンコール当番を記録し、月次の勤務表を提出します。'],
  }),
  tool('survey', 'pulse/survey', ['hr'], {
    en: ['Employee survey', 'Answer the yearly engagement survey anonymously and read the action plans of your department.'],
    fr: ['Baromètre social', 'Répondez anonymement à l’enquête annuelle d’engagement et consultez les plans d’action de votre direction.'],
    zh: ['员工调查', '匿名参与年度敬业度调查，并查看所在部门的行动计划。'],
    ja: ['従業員意識調査', '年次エンゲージメント調査に匿名で回答し、所属部門のアクションプランを確認できます。'],
  }),
  tool('referral', 'careers/referral', ['hr'], {
    en: ['Referral programme', 'Recommend people you know for open positions and follow the progress of your referrals.'],
    fr: ['Cooptation', 'Recommandez des personnes de votre réseau pour les postes ouverts et suivez l’avancement de vos cooptations.'],
    zh: ['内部推荐', '为空缺职位推荐您认识的人选，并跟踪推荐进展。'],
    ja: ['社員紹介制度', '知人を募集中のポジションに推薦し、紹介の進捗を確認できます。'],
  }),
  tool('remote-work', 'hr/remote', ['hr'], {
    en: ['Remote work agreement', 'Sign or update your remote work agreement and declare your usual days at home.'],
    fr: ['Accord de télétravail', 'Signez ou modifiez votre avenant de télétravail et déclarez vos jours habituels à domicile.'],
  }),
  tool('ask-hr', 'hr/ask', ['hr'], {
    en: ['Ask HR', 'Send a question to the HR team, request a certificate of employment and follow your requests.'],
    fr: ['Question RH', 'Posez une question à l’équipe RH, demandez une attestation employeur et suivez vos demandes.'],
    zh: ['HR 咨询', '向人力资源团队提问，申请在职证明，并跟踪您的请求。'],
    ja: ['人事お問い合わせ', '人事チームへの質問や在職証明書の依頼を送り、対応状況を確認できます。'],
  }),
  tool('wellbeing', 'hr/wellbeing', ['hr'], {
    en: ['Wellbeing', 'Confidential counselling line, sport sessions, health checks and advice to keep a healthy balance.'],
    fr: ['Bien-être au travail', 'Ligne d’écoute confidentielle, séances de sport, bilans de santé et conseils pour un bon équilibre.'],
    zh: ['员工关怀', '保密心理咨询热线、运动课程、健康体检以及保持身心平衡的建议。'],
    ja: ['ウェルビーイング', '秘密厳守の相談窓口、運動プログラム、健康診断、心身のバランスを保つためのアドバイス。'],
  }),

  tool('learning-portal', 'learning/catalogue', ['learning'], {
    en: ['Learning portal', 'Browse the training catalogue, enrol in courses and download your certificates.'],
    fr: ['Portail formation', 'Parcourez le catalogue de formations, inscrivez-vous aux sessions et téléchargez vos attestations.'],
    zh: ['学习平台', '浏览培训目录，报名课程并下载结业证书。'],
    ja: ['研修ポータル', '研修カタログを閲覧し、コースに申し込み、修了証をダウンロードできます。'],
  }),
  tool('languages', 'learning/languages', ['learning'], {
    en: ['Language courses', 'Online and face-to-face lessons in English, French, Chinese and Japanese, with a placement test.'],
    fr: ['Cours de langues', 'Cours en ligne et en présentiel d’anglais, de français, de chinois et de japonais, avec un test de niveau.'],
    zh: ['语言课程', '提供英语、法语、中文和日语的线上与线下课程，并附分级测试。'],
    ja: ['語学研修', '英語、フランス語、中国語、日本語のオンライン・対面レッスン。レベル分けテスト付き。'],
  }),
  tool('leadership', 'learning/leadership', ['learning', 'hr'], {
    en: ['Leadership academy', 'Programmes for new and experienced managers: feedback, coaching, leading change and hybrid teams.'],
    fr: ['Académie du leadership', 'Parcours pour managers débutants et confirmés : feedback, coaching, conduite du changement et équipes hybrides.'],
    zh: ['领导力学院', '面向新任及资深管理者的课程：反馈、辅导、变革管理和混合团队领导。'],
    ja: ['リーダーシップアカデミー', '新任・経験豊富な管理職向けプログラム：フィードバック、コーチング、変革の推進、ハイブリッドチーム。'],
  }),
  tool('mandatory-training', 'learning/compliance', ['learning', 'legal'], {
    en: ['Mandatory training', 'Complete the compulsory e-learning modules on ethics, anti-corruption, data protection and safety.'],
    fr: ['Formations obligatoires', 'Suivez les modules e-learning obligatoires sur l’éthique, l’anticorruption, la protection des données et la sécurité.'],
    zh: ['必修培训', '完成有关职业道德、反腐败、数据保护和安全的必修在线课程。'],
    ja: ['必須研修', '倫理、腐敗防止、データ保護、安全に関する必須のeラーニングを受講します。'],
  }),
  tool('mentoring', 'learning/mentoring', ['learning'], {
    en: ['Mentoring', 'Find a mentor or become one: matching by skills, goals and languages spoken.'],
    fr: ['Mentorat', 'Trouvez un mentor ou devenez-en un : mise en relation selon les compétences, les objectifs et les langues parlées.'],
    zh: ['导师计划', '寻找导师或成为导师：根据技能、目标和语言进行匹配。'],
    ja: ['メンタリング', 'メンターを探す、またはメンターになる：スキル、目標、使用言語でマッチングします。'],
  }),
  tool('webinars', 'learning/webinars', ['learning', 'communication'], {
    en: ['Webinar library', 'Replays of internal webinars and expert talks, searchable by topic and speaker.'],
    fr: ['Vidéothèque des webinaires', 'Rediffusions des webinaires internes et des conférences d’experts, classées par thème et intervenant.'],
    zh: ['网络研讨会回放', '内部网络研讨会和专家讲座的回放，可按主题和讲者搜索。'],
    ja: ['ウェビナーライブラリ', '社内ウェビナーや専門家講演の録画を、テーマや講演者で検索できます。'],
  }),
  tool('certifications', 'learning/certifications', ['learning', 'engineering'], {
    en: ['Certifications', 'Request funding for a professional certification and keep your certificates up to date.'],
    fr: ['Certifications', 'Demandez le financement d’une certification professionnelle et tenez vos certificats à jour.'],
    zh: ['专业认证', '申请专业认证的费用资助，并及时更新您的证书。'],
    ja: ['資格取得支援', '専門資格取得の費用補助を申請し、保有資格を最新の状態に保ちます。'],
  }),
  tool('digital-library', 'library/home', ['learning'], {
    en: ['Digital library', 'Thousands of e-books, business journals and audiobooks available with your company account.'],
    fr: ['Bibliothèque numérique', 'Des milliers de livres numériques, revues professionnelles et livres audio accessibles avec votre compte.'],
    zh: ['数字图书馆', '使用公司账号即可访问数千本电子书、商业期刊和有声读物。'],
    ja: ['デジタルライブラリ', '会社のアカウントで数千冊の電子書籍、ビジネス誌、オーディオブックを利用できます。'],
  }),
  tool('coaching', 'learning/coaching', ['learning', 'hr'], {
    en: ['Coaching sessions', 'Book individual coaching sessions with certified internal and external coaches.'],
    fr: ['Séances de coaching', 'Réservez des séances de coaching individuel avec des coachs certifiés internes ou externes.'],
    zh: ['教练辅导', '预约经过认证的内部或外部教练进行一对一辅导。'],
    ja: ['コーチング', '社内外の認定コーチによる個別コーチングを予約できます。'],
  }),

  tool('intranet', 'intranet/home', ['communication'], {
    en: ['Intranet', 'The home page of the group: news, events, directories and quick links for every entity.'],
    fr: ['Intranet', 'La page d’accueil du groupe : actualités, événements, annuaires et liens utiles pour chaque entité.'],
    zh: ['内网首页', '集团主页：新闻、活动、通讯录以及各实体的快捷链接。'],
    ja: ['イントラネット', 'グループのトップページ：ニュース、イベント、社員名簿、各組織へのクイックリンク。'],
  }),
  tool('news', 'intranet/news', ['communication'], {
    en: ['Group news', 'Announcements, results and stories from teams around the world, in four languages.'],
    fr: ['Actualités du groupe', 'Annonces, résultats et histoires des équipes du monde entier, en quatre langues.'],
    zh: ['集团新闻', '来自全球各团队的公告、业绩和故事，提供四种语言版本。'],
    ja: ['グループニュース', '世界中のチームからのお知らせ、業績、ストーリーを4言語で配信。'],
  }),
  tool('chat', 'chat/channels', ['communication'], {
    en: ['Team chat', 'Instant messaging with channels per team and project, file sharing and calls.'],
    fr: ['Messagerie instantanée', 'Messagerie avec des canaux par équipe et par projet, partage de fichiers et appels.'],
    zh: ['团队聊天', '按团队和项目划分频道的即时通讯，支持文件共享和通话。'],
    ja: ['チームチャット', 'チームやプロジェクトごとのチャンネルで使えるインスタントメッセージ。ファイル共有や通話も可能。'],
  }),
  tool('video', 'meet/rooms', ['communication'], {
    en: ['Video meetings', 'Start or join a video meeting from your browser, with screen sharing and live captions.'],
    fr: ['Visioconférence', 'Lancez ou rejoignez une visioconférence depuis votre navigateur, avec partage d’écran et sous-titres en direct.'],
    zh: ['视频会议', '在浏览器中发起或加入视频会议，支持屏幕共享和实时字幕。'],
    ja: ['ビデオ会議', 'ブラウザからビデオ会議を開始・参加できます。画面共有やリアルタイム字幕に対応。'],
  }),
  tool('events', 'intranet/events', ['communication'], {
    en: ['Events calendar', 'Town halls, conferences, afterworks and sports events near you, with online registration.'],
    fr: ['Agenda des événements', 'Réunions plénières, conférences, afterworks et événements sportifs près de chez vous, avec inscription en ligne.'],
    zh: ['活动日历', '全员大会、会议、下班聚会和体育活动一览，可在线报名。'],
    ja: ['イベントカレンダー', 'タウンホール、講演会、懇親会、スポーツイベントなどの情報とオンライン申込み。'],
  }),
  tool('communities', 'social/communities', ['communication'], {
    en: ['Communities', 'Internal social network: join communities of practice, ask questions and share your know-how.'],
    fr: ['Communautés', 'Réseau social interne : rejoignez des communautés de pratique, posez vos questions et partagez votre savoir-faire.'],
    zh: ['内部社区', '企业内部社交网络：加入实践社区、提出问题并分享经验。'],
    ja: ['コミュニティ', '社内SNS：実践コミュニティに参加し、質問したりノウハウを共有したりできます。'],
  }),
  tool('leadership-blog', 'intranet/blog', ['communication'], {
    en: ['Leadership blog', 'Monthly posts from the executive committee on strategy, results and priorities.'],
    fr: ['Blog de la direction', 'Billets mensuels du comité exécutif sur la stratégie, les résultats et les priorités.'],
  }),
  tool('brand-centre', 'brand/assets', ['communication'], {
    en: ['Brand centre', 'Logos, slide templates, photos and the brand guidelines for every Northwind document.'],
    fr: ['Centre de marque', 'Logos, modèles de présentation, photos et charte graphique pour tous les documents Northwind.'],
    zh: ['品牌中心', '提供 Northwind 所有文档所需的标志、演示模板、图片和品牌规范。'],
    ja: ['ブランドセンター', 'Northwindのすべての資料に使えるロゴ、スライドテンプレート、写真、ブランドガイドライン。'],
  }),
  tool('newsletter', 'intranet/newsletter', ['communication'], {
    en: ['Newsletter builder', 'Create and send internal newsletters to your teams with ready-made layouts.'],
    fr: ['Création de newsletters', 'Créez et envoyez des lettres d’information internes à vos équipes avec des mises en page prêtes à l’emploi.'],
  }),
  tool('translation', 'translate/documents', ['communication'], {
    en: ['Translation service', 'Machine translation of documents and requests for professional translation by the language team.'],
    fr: ['Service de traduction', 'Traduction automatique de documents et demandes de traduction professionnelle auprès de l’équipe linguistique.'],
    zh: ['翻译服务', '文档机器翻译，以及向语言团队申请专业翻译。'],
    ja: ['翻訳サービス', '文書の機械翻訳と、言語チームへのプロ翻訳依頼。'],
  }),
];
