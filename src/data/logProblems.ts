/**
 * The problems the log checker (/utilities/log-checker/) recognises in a server log, as data.
 *
 * Each problem names the wiki entries that explain it (the first is linked from the result;
 * `tests/unit/logProblems.test.ts` reads the Markdown headings and fails when an anchor does not
 * exist or when an entry headed by a message has no problem here), how badly it keeps players
 * out (`impact`, which orders the results), and the messages that reveal it.
 *
 * A message's `texts` are its wording as the program prints it: English first, then Geyser's
 * translations in the languages Geyser can log in that this list carries (ar_SA, cs_CZ, de_DE,
 * es_ES, fr_FR, it_IT, ja_JP, pt_BR, ru_RU, tr_TR, uk_UA, zh_CN; a language whose text is
 * identical to another's is listed once). In a text, `{0}`, `{}` or `{name}` stands for any text
 * on the same line; everything else must appear as written. Messages printed by Java, Minecraft,
 * Paper, Spigot or Floodgate's config are English only. `source` names where the wording comes
 * from: Geyser's and Floodgate's translated texts live in the GeyserMC/languages repository
 * (Floodgate's on its `floodgate` and `l10n_floodgate` branches), keyed as given.
 */

/** How a problem keeps players out, most severe first. */
export const logProblemImpacts = ['startup', 'joining', 'player', 'warning'] as const;
export type LogProblemImpact = (typeof logProblemImpacts)[number];

/** A wiki heading: the doc's path under docs/ without its extension, and the heading's explicit anchor. */
export interface WikiEntry {
  page: string;
  anchor: string;
}

export interface LogMessage {
  /** Where the wording comes from (repository and path, or the program that prints it). */
  source: string;
  texts: readonly string[];
}

export interface LogProblem {
  /** Stable id; the checker's explanation of the problem is translated as `utilities.logChecker.problem.<id>`. */
  id: string;
  impact: LogProblemImpact;
  entries: readonly WikiEntry[];
  messages: readonly LogMessage[];
}

export const logProblems = [
  {
    id: 'failedToStart',
    impact: 'startup',
    entries: [{page: 'geyser/common-issues', anchor: 'failed-to-start-geyser-and-address-already-in-use'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.core.fail',
        texts: [
          'Failed to start Geyser on {0}:{1}',
          'فشل بدأ Geyser علي {0}:{1}',
          'Selhalo spuštění Geyseru na {0}:{1}',
          'Konnte Geyser nicht unter {0}:{1} starten',
          'Geyser falló al intentar ejecutarse en la ip y puerto {0}:{1}',
          'Échec du démarrage de Geyser sur {0}:{1}',
          'Impossibile avviare Geyser su {0}:{1}',
          '{0} で Geyser を開始できませんでした: {1}',
          'Falha ao iniciar o Geyser em {0}: {1}',
          'Не удалось запустить Geyser на {0}:{1}',
          'Geyser {0}:{1} üzerinde başlatılamadı',
          'Не вдалося запустити Geyser на {0}:{1}',
          '在 {0}:{1} 上启动 Geyser 失败',
        ],
      },
      {
        source: 'Java (java.net.BindException)',
        texts: ['Address already in use'],
      },
    ],
  },
  {
    id: 'udpNotSupported',
    impact: 'startup',
    entries: [{page: 'geyser/common-issues', anchor: 'this-hostingservice-provider-does-not-support-applications-running-on-the-udp-port'}],
    messages: [
      {
        source: 'GeyserMC/Geyser core/src/main/java/org/geysermc/geyser/GeyserImpl.java',
        texts: ['This hosting/service provider does not support applications running on the UDP port'],
      },
    ],
  },
  {
    id: 'behindProxy',
    impact: 'startup',
    entries: [{page: 'geyser/common-issues', anchor: 'this-server-appears-to-be-running-behind-a--proxy'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.bootstrap.unsupported_proxy_backend',
        texts: [
          'This server appears to be running behind a {0} proxy! Remove the Geyser plugin from this server and install Geyser only on your proxy.',
          'يبدو أن هذا الخادم يعمل خلف وكيل {0} ! قم إزالة البرنامج المساعد Geyser من هذا الخادم وثبته فقط على الوكيل الخاص بك.',
          'Tento server je spuštěn skrz {0} proxy! Odstraňte Geyser plugin z tohoto serveru a nainstalujte jej jen na vašem proxy.',
          'Dieser Server scheint hinter einem {0} Proxy zu laufen! Entferne das Geyser-Plugin von diesem Server und installiere Geyser nur auf deinem Proxy.',
          '¡Este servidor parece estar ejecutándose detrás de un proxy {0}! Elimina el complemento Geyser de este servidor e instala Geyser únicamente en tu proxy.',
          "Ce serveur semble être derrière un proxy {0} ! Supprimez le plugin Geyser de ce serveur et n'installez Geyser que sur votre proxy.",
          'Questo server sembra essere in esecuzione dietro un proxy {0}! Rimuovere il plugin Geyser da questo server e installarlo solo sul tuo proxy.',
          'このサーバーは {0} プロキシの背後で動作しているようです！このサーバーから Geyser プラグインを削除し、プロキシのみに Geyser をインストールしてください。',
          'Похоже, этот сервер работает через прокси {0}. Удалите Geyser с сервера и установите его только на уровне {0}.',
          'Схоже, що цей сервер запущений позаду проксі {0}! Видаліть Geyser плагін із цього серверу та встановіть Geyser лише на ваш проксі.',
          '该服务器似乎在 {0} 代理后运行！请移除此子服务器上的 Geyser 插件并仅在代理上安装 Geyser。',
        ],
      },
    ],
  },
  {
    id: 'floodgateNotInstalled',
    impact: 'startup',
    entries: [
      {page: 'geyser/common-issues', anchor: 'auth-type-set-to-floodgate-but-floodgate-is-not-installed'},
      {page: 'floodgate/issues', anchor: 'auth-type-set-to-floodgate-but-floodgate-is-not-installed'},
    ],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.bootstrap.floodgate.not_installed',
        texts: [
          'Auth-type set to Floodgate but Floodgate is not installed!',
          'تم تعيين نوع المصادقة إلى Floodgate وFloodgate ليس مثبتاً!',
          'Režim příhlášení nastaven jako Floodgate, ale Floodgate není nainstalována!',
          'Der Authentifizierungstyp ist Floodgate aber Floodgate ist nicht installiert!',
          '¡La autenticación fue establecida como Floodgate pero falta instalar Floodgate en el servidor!',
          "Le type d'identification est défini sur Floodgate mais Floodgate n'est pas installé !",
          'Il tipo di autenticazione è impostato su Floodgate ma Floodgate non è installato!',
          '認証タイプは Floodgate に設定されていますが、Floodgate がインストールされていません！',
          'Auth-type definido como Floodgate, mas o Floodgate não está instalado!',
          'Тип авторизации - Floodgate, но Floodgate не установлен!',
          "Kimlik doğrulama türü 'Floodgate' olarak ayarlandı ancak Floodgate kurulu değil!",
          'Тип автентифікації - Floodgate, але Floodgate не встановлено!',
          'Auth-type 设置为 Floodgate，但 Floodgate 未安装！',
        ],
      },
    ],
  },
  {
    id: 'floodgateKeyMissing',
    impact: 'startup',
    entries: [{page: 'floodgate/issues', anchor: 'auth-type-set-to-floodgate-and-the-public-key-is-missing'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.bootstrap.floodgate.missing_key',
        texts: [
          'Auth-type set to Floodgate and the public key is missing!',
          'تم تعيين نوع المصادقة إلى Floodgate والمفتاح العام مفقود!',
          'Režim přihlášení je nastaven na Floodgate, ale chybí veřejný klíč!',
          'Der Authentifizierungstyp ist Floodgate, aber der öffentliche Schlüssel fehlt!',
          '¡La autenticación fue establecida como Floodgate pero falta la clave pública!',
          "Le type d'identification est défini sur Floodgate et la clef publique est manquante !",
          'Il tipo di autenticazione è impostato su Floodgate e la chiave pubblica è mancante!',
          '認証タイプが Floodgate に設定され、公開鍵がありません！',
          'Auth-type definido como Floodgate e a chave pública está faltando!',
          'Тип авторизации - Floodgate, но публичный ключ отсутствует!',
          "Kimlik doğrulama türü 'Floodgate' olarak ayarlandı ve herkese açık anahtar eksik!",
          'Тип автентифікації - Floodgate, але публічний ключ відсутній!',
          'Auth-type 设置为 Floodgate，但缺少公共密钥！',
        ],
      },
    ],
  },
  {
    id: 'floodgateOutdated',
    impact: 'startup',
    entries: [{page: 'floodgate/issues', anchor: 'you-need-to-update-your-floodgate-version-for-this-build-of-geyser-as-its-no-longer-compatible'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.bootstrap.floodgate.outdated',
        texts: [
          "You need to update your Floodgate version for this build of Geyser, as it's no longer compatible! Download from {0}.",
          'تحتاج إلى تحديث نسخة floodgate الخاصة بك لهذا الإصدار من Geyser، حيث أنه لم يعد متوافقًا! التحميل من {0}.',
          'Musíte aktualizovat svou verzi Floodgate pro tuto verzi Geyseru, neboť již není kompatibilní! Stáhněte si ji z {0}.',
          'Du musst deine Floodgate Version für diesen Build von Geyser aktualisieren, da sie nicht mehr kompatibel ist! Lade sie von {0} herunter.',
          '¡Tienes que actualizar la versión de Floodgate debido a que ya no es compatible con esta versión de Geyser! Descárgala en {0}.',
          "Vous devez mettre à jour votre version de Floodgate pour cette version de Geyser, car elle n'est plus compatible ! Téléchargez-la sur {0}.",
          'È necessario aggiornare la versione Floodgate per questa build di Geyser, in quanto non è più compatibile! Scaricala da {0}.',
          '互換性がないため、Floodgate を更新する必要があります。{0} からダウンロードしてください。',
          'Você precisa atualizar sua versão do Floodgate para esta versão do Geyser, pois ela não é mais compatível! Baixe a partir de {0}.',
          'Вам нужно обновить Floodgate для этой сборки Geyser, так как текущая версия больше не совместима с ней! Скачайте с {0}.',
          "Geyser'ın bu versiyonu artık uyumlu olmadığı için için Floodgate sürümünüzü güncellemeniz gerekiyor. Buradan indirin: {0}.",
          'Вам потрібно оновити Floodgate для цієї збірки Geyser, оскільки поточна версія більше не сумісна з нею! Завантажте з {0}.',
          '您需要更新 Floodgate 版本以适应此版本的 Geyser，因为它已不再兼容！从 {0} 下载。',
        ],
      },
    ],
  },
  {
    id: 'javaTooOld',
    impact: 'startup',
    entries: [{page: 'geyser/common-issues', anchor: 'unsupportedclassversionerror-or-class-file-version-650'}],
    messages: [
      {
        source: 'Java (class loading)',
        texts: [
          'UnsupportedClassVersionError',
          'class file version {0}, this version of the Java Runtime only recognizes class file versions up to {1}',
        ],
      },
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.bootstrap.unsupported_java.message',
        texts: [
          'Geyser will not work on your version of Java in the future. Please update to Java {0}. Current Java version: {1}',
          'لن يعمل جيزر بتصدير جاڤا لديك. رجائًا أستخدم جاڤا {0}. تصدير جاڤا لديك: {1}',
          'Geyser nebude v budoucnu fungovat na vaší verzi Javy. Prosím aktualizujte na Javu {0}. Aktuální verze Javy: {1}',
          'Geyser wird in Zukunft nicht mit deiner Java Version funktionieren. Bitte aktualisiere auf Java {0}. Aktuelle Java-Version: {1}',
          "Geyser no soportará tu versión actual de Java '{1}' en el futuro. Por favor, actualice a Java {0}",
          'Geyser ne fonctionnera plus sur votre version de Java dans le futur. Veuillez mettre à jour Java {0}. Version actuelle de Java : {1}',
          'Geyser non funzionerà su questa versione di Java in futuro. Si prega di aggiornare a Java {0}. Versione corrente di Java: {1}',
          'お使いのJavaバージョンでは、将来的には動作しません。Java {0} に更新してください。現在のJavaバージョン: {1}',
          'O Geyser não funcionará na sua versão do Java no futuro. Por favor, atualize para o Java {0}. Versão atual do Java: {1}',
          'Geyser не будет работать на вашей версии Java в будущем. Пожалуйста, обновитесь до Java {0}. Текущая версия Java: {1}',
          "Geyser gelecekte şu anda kullandığınız Java versiyonunda çalışmayacak. Lütfen Java {0}'a geçin. Şu anki Java versiyonu: {1}",
          'Geyser не буду працювати на вашій версії Java у майбутньому. Будь ласка, оновіть до Java {0}. Поточна версія Java: {1}',
          'Geyser 将来将无法在您的 Java 版本上运行。请更新至 Java {0}。当前 Java 版本：{1}',
        ],
      },
    ],
  },
  {
    id: 'floodgateKeyUnreadable',
    impact: 'startup',
    entries: [{page: 'floodgate/issues', anchor: 'error-while-reading-floodgate-key-file'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.auth.floodgate.bad_key',
        texts: [
          'Error while reading Floodgate key file',
          'خطأ اثناء قراءة ملف مفتاح Floodgate',
          'Chyba při čtení klíče Floodgate',
          'Fehler beim Einlesen der Floodgate Schlüsseldatei',
          'Hubo un error al cargar el archivo con la clave de Floodgate',
          'Erreur pendant la lecture du fichier de la clé Floodgate',
          'Impossibile leggere il file della chiave di Floodgate',
          'Floodgate キーファイルの読み取り中にエラーが発生しました',
          'Ocorreu um erro enquanto o arquivo de chave do Floodgate estava sendo lido',
          'Ошибка при чтении файла ключа Floodgate',
          'Floodgate anahtar dosyasını okurken bir hata oluştu',
          'Помилка під час читання файлу ключа Floodgate',
          '读取 Floodgate 密钥文件时发生错误',
        ],
      },
    ],
  },
  {
    id: 'floodgateKeyNotCreated',
    impact: 'startup',
    entries: [{page: 'floodgate/issues', anchor: 'error-while-creating-key'}],
    messages: [
      {
        source: 'GeyserMC/Floodgate core/src/main/java/org/geysermc/floodgate/config/ConfigLoader.java',
        texts: ['Error while creating key'],
      },
    ],
  },
  {
    id: 'floodgateConfigUnreadable',
    impact: 'startup',
    entries: [{page: 'floodgate/issues', anchor: 'failed-to-load-the-config'}],
    messages: [
      {
        source: 'GeyserMC/Floodgate core/src/main/java/org/geysermc/floodgate/config/ConfigLoader.java',
        texts: ['Failed to load the config! Try to delete the config file if this error persists'],
      },
    ],
  },
  {
    id: 'encryptionSetupFailed',
    impact: 'startup',
    entries: [{page: 'geyser/common-issues', anchor: 'unable-to-set-up-encryption'}],
    messages: [
      {
        source: 'GeyserMC/Geyser core/src/main/java/org/geysermc/geyser/GeyserImpl.java',
        texts: ['Unable to set up encryption!'],
      },
    ],
  },
  {
    id: 'javaServerOutdated',
    impact: 'joining',
    entries: [{page: 'geyser/common-issues', anchor: 'this-server-does-not-support-java-edition--which-is-required-for-geyser-to-connect'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.network.remote.outdated.server',
        texts: [
          'This server does not support Java Edition {0}, which is required for Geyser to connect.',
          'هذا الخادم لا يدعم إصدار Java {0}، وهو مطلوب لGeyser للاتصال.',
          'Tento server nepodporuje Java edici {0}, což je vyžadováno pro připojení Geyseru.',
          'Dieser Server unterstützt Java Edition {0} leider noch nicht, was für Geyser aber notwendig ist, damit man sich verbinden kann.',
          'Este servidor no soporta la versión de Java {0}, el cual es requerido para que Geyser conecte.',
          'Ce serveur ne prend pas en charge Java Edition {0}, ce qui est requis pour que Geyser puisse se connecter.',
          'Questo server non supporta la Java Edition {0}, che è necessaria per la connessione tramite Geyser.',
          'このサーバーは Geyser が接続するために必要な Java版 {0} をサポートしていません。',
          'Este servidor não suporta Java Edition {0}, que é necessário para a conexão do Geyser.',
          'Этот сервер не поддерживает Java Edition {0}, требуемую для подключения через Geyser. Необходимо обновить версию сервера или установить плагин ViaVersion.',
          "Bu sunucu, Geyser'ın bağlanması için gerekli olan Java {0} versiyonunu desteklemiyor.",
          'Цей сервер не підтримує Java Edition {0}, що потрібно для підключення Geyser. Необхідно оновити ядро або завантажити плагін ViaVersion.',
          '此服务器不支持Geyser连接时所需的Java 版 {0} 。',
        ],
      },
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.network.remote.outdated.proxy',
        texts: [
          'This proxy software does not support Java Edition {0}, and must be updated for Geyser to connect.',
          'هذا البرنامج الوكيل لا يدعم إصدار Java Edition {0}، ويجب تحديثه ليتصل Geyser.',
          'Tento proxy software nepodporuje Java edici {0} a musí být aktualizován, aby se Geyser mohl připojit.',
          'Diese Proxy-Software unterstützt Java Edition {0} noch nicht und muss deswegen für Geyser aktualisiert werden.',
          'El proxy no soporta la versión de Java {0}, y debe ser actualizado para poder conectar Geyser.',
          "Ce logiciel proxy ne prend pas en charge Java Edition {0}, et doit être mis à jour pour que Geyser puisse s'y connecter.",
          'Questo software proxy non supporta Java Edition {0} e deve essere aggiornato affinché Geyser possa connettersi.',
          'このプロキシソフトウェアは Java版 {0} をサポートしていないため、Geyser に接続するためにはアップデートする必要があります。',
          'Este software de proxy não suporta Java Edition {0} e deve ser atualizado para que o Geyser se conecte.',
          'Этот прокси-сервер не поддерживает Java Edition {0}, и его необходимо обновить для подключения через Geyser.',
          "Bu proxy yazılımı Java {0} desteklemiyor, Geyser'ın bağlanabilmesi için güncellenmesi gerekir.",
          'Цей проксі-сервер не підтримує Java Edition {0}, тому його необхідно оновити для підключення Geyser.',
          '此代理软件不支持 Java 版 {0}，必须更新才能让Geyser连接。',
        ],
      },
    ],
  },
  {
    id: 'javaServerUnreachable',
    impact: 'joining',
    entries: [
      {page: 'geyser/common-issues', anchor: 'could-not-reach-the-java-edition-server-it-is-either-not-running-or-not-accepting-connections'},
    ],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.network.remote.server_offline',
        texts: [
          'Could not reach the Java Edition server! It is either not running or not accepting connections.',
          'لن أستطيع الوصول إلى سيرفر الـJava Edition هذه! فهي ليست مفتوحة أو ليست قابلة للدخول.',
          'Nelze se připojit na server Java Edice! Buď není spuštěn nebo nepřijímá spojení.',
          'Konnte den Java Edition Server nicht erreichen! Entweder läuft er nicht oder akzeptiert keine Verbindungen.',
          '¡No se ha podido acceder al servidor de Java! Puede que no esté funcionando o no está aceptando conexiones.',
          "Impossible de se connecter au serveur Java Edition ! Il n'est soit pas en cours d'execution ou n'accepte pas les connexions.",
          'Impossibile raggiungere il server Java Edition! Potrebbe non essere in esecuzione o stare accettando connessioni in questo momento.',
          'Java版のサーバーにアクセスできませんでした！サーバーがオンラインではないか、サーバーが接続を受け付けていません。',
          'Não foi possível acessar o servidor Java Edition! Ele não está funcionando ou não está aceitando conexões.',
          'Не удалось подключиться к серверу Java Edition! Этот сервер или не запущен, или не принимает подключения.',
          'Java Sürümü sunucusuna ulaşılamadı! Sunucu çalışmıyor ya da bağlantıları kabul etmiyor olabilir.',
          'Не вдалося підключитися до сервера Java Edition! Він або не працює, або не приймає підключення.',
          '无法连接到 Java 版服务器！它未运行或不接受连接。',
        ],
      },
    ],
  },
  {
    id: 'invalidKey',
    impact: 'joining',
    entries: [
      {page: 'floodgate/issues', anchor: 'please-connect-through-the-official-geyser'},
      {page: 'geyser/common-issues', anchor: 'please-connect-through-the-official-geyser'},
    ],
    messages: [
      {
        source: 'GeyserMC/Floodgate core/src/main/resources/config.yml: disconnect.invalid-key',
        texts: ['Please connect through the official Geyser'],
      },
    ],
  },
  {
    id: 'keyTagMismatch',
    impact: 'joining',
    entries: [{page: 'floodgate/issues', anchor: 'javaxcryptoaeadbadtagexception-tag-mismatch'}],
    messages: [
      {
        source: 'Java (javax.crypto, thrown while Floodgate decrypts)',
        texts: ['AEADBadTagException: Tag mismatch'],
      },
    ],
  },
  {
    id: 'encryptFailed',
    impact: 'joining',
    entries: [
      {page: 'geyser/common-issues', anchor: 'failed-to-encrypt-message'},
      {page: 'floodgate/issues', anchor: 'failed-to-encrypt-message'},
    ],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.auth.floodgate.encrypt_fail',
        texts: [
          'Failed to encrypt message',
          'فشل في تشفير رسالة',
          'Chyba při šifrování zprávy',
          'Fehler beim Verschlüsseln der Nachricht',
          'Ha fallado la encriptación del mensaje',
          'Échec lors du chiffrement du message',
          'Impossibile criptare il messaggio',
          'メッセージの暗号化に失敗しました',
          'Falha ao criptografar a mensagem',
          'Не удалось зашифровать сообщение',
          'Mesaj şifrelenemedi',
          'Помилка шифрування повідомлення',
          '加密消息失败',
        ],
      },
    ],
  },
  {
    id: 'floodgateLoginError',
    impact: 'joining',
    entries: [
      {page: 'geyser/common-issues', anchor: 'tried-to-log-in-as-a-java-edition-player-is-floodgate-set-up-correctly'},
      {page: 'floodgate/issues', anchor: 'tried-to-log-in-as-a-java-edition-player-is-floodgate-set-up-correctly'},
    ],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.network.remote.floodgate_login_error',
        texts: [
          'Tried to log in as a Java Edition player! Is Floodgate set up correctly?',
          'محاولة لتسجيل الدخول كمستخدم لـJava Edition! هل Floodgate مستخدم بشكل صحيح؟',
          'Snažíte se přihlásit jako hráč Java Edice! Je Floodgate nastaveno správně?',
          'Versucht sich als Java Edition Player anzumelden! Ist Floodgate richtig eingerichtet?',
          '¡Alguien intentó conectarse como un jugador de Java! ¿Está Floodgate configurado correctamente?',
          'Tentative de connexion en tant que joueur Java Edition ! Est-ce que Floodgate est configuré correctement ?',
          'Ha provato ad accedere come giocatore di Java Edition! È stato impostato correttamente Floodgate?',
          'Java版のアカウントとしてログインしようとしました。Floodgateは正しく設定されていますか？',
          'Tentou fazer login como um jogador Java Edition! O Floodgate está configurado corretamente?',
          'Зарегистрирована попытка входа в качестве игрока Java Edition! Правильно ли настроен Floodgate?',
          'Java Sürümü oyuncusu olarak giriş yapmaya çalışıldı! Floodgate doğru kuruldu mu?',
          'Спроба увійти як гравець Java Edition! Чи правильно налаштований Floodgate?',
          '尝试以 Java 版玩家身份登录！Floodgate 设置正确吗？',
        ],
      },
    ],
  },
  {
    id: 'paidAccountRequired',
    impact: 'joining',
    entries: [
      {page: 'geyser/common-issues', anchor: 'the-java-edition-server-youre-connecting-to-requires-a-paid-java-edition-account'},
      {page: 'floodgate/issues', anchor: 'the-java-edition-server-youre-connecting-to-requires-a-paid-java-edition-account'},
    ],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.network.remote.authentication_type_mismatch',
        texts: [
          "The Java Edition server you're connecting to requires a paid Java Edition account!",
          'سيرفر الجاڤا هذه يتطلب ان يكون لديك حساب مدفوع لـJava Edition!',
          'Java Edice server, ke kterému se připojujete, vyžaduje placený účet Java Edice!',
          'Der Java Edition Server, mit dem Sie sich verbinden, benötigt ein kostenpflichtiges Konto für die Java Version!',
          '¡El servidor Java a la que estás conectando requiere una cuenta Java de pago!',
          'Le serveur Java Edition auquel vous vous connectez nécessite un compte Java Edition payant !',
          'Il server Java Edition a cui stai provando a collegarti richiede un account Java Edition pagato!',
          '接続しているJava版のサーバーには有料のJava版のアカウントが必要です',
          'O servidor Java Edition ao qual você está se conectando requer uma conta paga(original) do Java Edition!',
          'Сервер Java Edition, к которому вы подключаетесь, требует лицензионного аккаунта Java Edition!',
          'Bağlandığın Java Sürümü sunucusu ücretli bir Java Sürümü hesabı gerektiriyor!',
          'Сервер Java Edition, до якого ви підключаєтеся, вимагає ліцензійного облікового запису Java Edition!',
          '您正在连接的 Java 版服务器需要一个 Java 版正版账号！',
        ],
      },
    ],
  },
  {
    id: 'floodgateDataLength',
    impact: 'joining',
    entries: [
      {page: 'geyser/common-issues', anchor: 'expected--arguments-got--is-geyser-up-to-date'},
      {page: 'floodgate/issues', anchor: 'expected-0-arguments-got-0-is-geyser-up-to-date'},
    ],
    messages: [
      {
        source: 'GeyserMC/Floodgate core/src/main/resources/config.yml: disconnect.invalid-arguments-length',
        texts: ['Expected {} arguments, got {}. Is Geyser up-to-date?'],
      },
    ],
  },
  {
    id: 'floodgateDataVersion',
    impact: 'joining',
    entries: [{page: 'floodgate/issues', anchor: 'received-an-unsupported-floodgate-data-version'}],
    messages: [
      {
        source: 'GeyserMC/Floodgate core/src/main/templates/org/geysermc/floodgate/util/Constants.java',
        texts: ['Received an unsupported Floodgate data version.'],
      },
    ],
  },
  {
    id: 'floodgateInternalError',
    impact: 'joining',
    entries: [{page: 'floodgate/issues', anchor: 'an-internal-error-happened-while-handling-floodgate-data'}],
    messages: [
      {
        source: 'GeyserMC/Floodgate core/src/main/templates/org/geysermc/floodgate/util/Constants.java',
        texts: ['An internal error happened while handling Floodgate data.'],
      },
    ],
  },
  {
    id: 'bungeeIpForwarding',
    impact: 'joining',
    entries: [{page: 'floodgate/issues', anchor: 'if-you-wish-to-use-ip-forwarding-please-enable-it-in-your-bungeecord-config-as-well'}],
    messages: [
      {
        source: 'Spigot (backend login with bungeecord: true)',
        texts: ['If you wish to use IP forwarding, please enable it in your BungeeCord config as well!'],
      },
    ],
  },
  {
    id: 'forwardedNumberFormat',
    impact: 'joining',
    entries: [{page: 'floodgate/issues', anchor: 'lost-connection-internal-exception-javalangnumberformatexception'}],
    messages: [
      {
        source: 'Spigot or Paper (reading BungeeCord forwarding data)',
        texts: ['lost connection: Internal Exception: java.lang.NumberFormatException: For input string: "{0}"'],
      },
    ],
  },
  {
    id: 'missingXuid',
    impact: 'joining',
    entries: [{page: 'floodgate/issues', anchor: 'javalangnumberformatexception-for-input-string-'}],
    messages: [
      {
        source: 'Java (Floodgate turning an empty XUID into a UUID)',
        texts: ['java.lang.NumberFormatException: For input string: ""'],
      },
    ],
  },
  {
    id: 'velocityRequired',
    impact: 'joining',
    entries: [{page: 'floodgate/issues', anchor: 'this-server-requires-you-to-connect-with-velocity'}],
    messages: [
      {
        source: 'Paper (Velocity modern forwarding)',
        texts: ['This server requires you to connect with Velocity.'],
      },
    ],
  },
  {
    id: 'secureProfile',
    impact: 'joining',
    entries: [{page: 'geyser/common-issues', anchor: 'missing-profile-public-key-this-server-requires-secure-profiles'}],
    messages: [
      {
        source: 'Minecraft (Java server with enforce-secure-profile)',
        texts: ['Missing profile public key. This server requires secure profiles.'],
      },
      {
        source: 'GeyserMC/Geyser core/src/main/java/org/geysermc/geyser/session/SessionDisconnectListener.java',
        texts: ['Please set `enforce-secure-profile` to `false` in server.properties'],
      },
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.chat.secure_info_1',
        texts: [
          'Bedrock players are likely unable to chat, as the server has enforce-secure-profile enabled in settings.',
          'لاعبي بدروك غير قادرين على الدردشة، لأن الخادم لديه خيار تعريف آمن في الإعدادات.',
          'Hráči na bedrocku nejspíše nemohou chatovat, jelikož tento server má zapnuto enforce-secure-profile v nastavení.',
          'Bedrock-Spieler können wahrscheinlich nicht chatten, da enforce-secure-profile in den Servereinstellungen aktiviert ist.',
          'Es probable que los jugadores de Bedrock no puedan hablar por el chat, ya que el servidor tiene habilitada la opción de forzar un perfil seguro en la configuración.',
          'Les joueurs utilisant Bedrock ne sont probablement pas capables de chatter, ce serveur impose les profils sécurisés dans ses paramètres.',
          'I giocatori Bedrock probabilmente non sono in grado di usare la chat, poicheé il server ha enforce-secure-profile abilitato nelle impostazioni.',
          'サーバーの設定で「enforce-secure-profile」が true になっているため、Bedrock プレイヤーはチャットできない可能性があります。',
          'Os jogadores de Bedrock provavelmente não vão ser capazes de bater papo, pois o servidor tem enforce-secure-profile ativado nas configurações.',
          'Вероятно, игроки Bedrock не смогут общаться в чате, так как в настройках включена опция "enforce-secure-profiles".',
          'Sunucu ayarlarında enforce-secure-profile etkinleştirdiğinden, Bedrock oyuncuları muhtemelen sohbet edemez.',
          'Гравці Bedrock, швидше за все, не зможуть спілкуватися в чаті, оскільки на сервері в налаштуваннях увімкнено enforce-secure-profile.',
          '由于服务器在设置中启用了 enforce-secure-profile，因此基岩版玩家可能无法聊天。',
        ],
      },
    ],
  },
  {
    id: 'usernameRejected',
    impact: 'joining',
    entries: [{page: 'geyser/common-issues', anchor: 'failed-to-verify-username'}],
    messages: [
      {
        source: 'Minecraft and Paper (username check at login)',
        texts: ['Failed to verify username!'],
      },
    ],
  },
  {
    id: 'waterdogForwarding',
    impact: 'joining',
    entries: [{page: 'geyser/common-issues', anchor: 'did-not-receive-ip-and-xuid-forwarded-from-the-proxy'}],
    messages: [
      {
        source: 'GeyserMC/Geyser core/src/main/java/org/geysermc/geyser/util/LoginEncryptionUtils.java',
        texts: ['Did not receive IP and xuid forwarded from the proxy!'],
      },
    ],
  },
  {
    id: 'xboxLoginRequired',
    impact: 'joining',
    entries: [{page: 'geyser/common-issues', anchor: 'please-log-into-xbox-to-join-this-server'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.network.remote.invalid_xbox_account',
        texts: [
          'Please log into Xbox to join this server.',
          'يرجى تسجيل الدخول إلى Xbox للانضمام إلى هذا الخادم.',
          'Prosím přihlašte se do Xbox účtu pro připojení k tomuto serveru.',
          'Bitte melde dich bei Xbox an um dem Server beizutreten.',
          'Por favor inicie sesión en Xbox para unirse a este servidor.',
          'Veuillez vous connecter à Xbox pour rejoindre ce serveur.',
          'Accedi a Xbox per entrare in questo server.',
          'このサーバーに参加するには、Xboxにログインしてください。',
          'Faça login no Xbox para ingressar neste servidor.',
          'Пожалуйста, войдите в Xbox, чтобы присоединиться к этому серверу.',
          "Bu sunucuya katılmak için lütfen Xbox'ta oturum açın.",
          'Будь ласка, увійдіть у Ваш обліковий запис Xbox, щоб приєднатися до цього сервера.',
          '请登录 Xbox 以加入此服务器。',
        ],
      },
    ],
  },
  {
    id: 'linkRequired',
    impact: 'joining',
    entries: [{page: 'floodgate/issues', anchor: 'this-server-requires-your-bedrock-edition-account-to-be-linked-to-a-java-edition-account'}],
    messages: [
      {
        source: 'GeyserMC/languages (floodgate branch) texts/<language>.properties: floodgate.core.not_linked',
        texts: [
          'This server requires your Bedrock Edition account to be linked to a Java Edition account via Global Linking: {url}',
          'يتطلب هذا الخادم حساب إصدار Bedrock الخاص بك أن يتم ربطه بحساب إصدار Java عن طريق الربط العالمي: {url}',
          'Tento server vyžaduje, aby byl váš účet Bedrock edice propojen s účtem Java edice globálním propojováním: {url}',
          'Dieser Server erfordert, dass Ihr Bedrock Account mit einem Java Account über Global Linking verknüpft ist: {url}',
          'Este servidor requiere que su cuenta Bedrock esté vinculada a una cuenta Java mediante vinculación global: {url}',
          'Ce serveur nécessite que votre compte Bedrock Edition soit lié à un compte Java Edition via le service Global Linking : {url}',
          'Questo server richiede che il tuo account Bedrock Edition sia collegato ad un account Java Edition tramite il collegamento globale: {url}',
          'このサーバーでは、グローバルリンクを介してJava版アカウントをBedrock版 アカウントにリンクする必要があります: {url}',
          'Este servidor requer que a sua conta da Bedrock Edition esteja ligada a uma conta Java Edition através do Global Linking: {url}',
          'Данный сервер требует связки вашего аккаунта Bedrock Edition с аккаунтом Java Edition через глобальную связку (Global Linking): {url}',
          'Bu sunucu, Bedrock Edition hesabınızın Global Bağlantı aracılığıyla bir Java Edition hesabına bağlanmasını gerektirir: {url}',
          "Цей сервер вимагає щоб ваш обліковий запис Bedrock Edition був пов'язаний з обліковим записом Java Edition через глобальну зв'язку: {url}",
          '此服务器要求您的基岩版账号通过全局绑定（{url}）绑定到一个 Java 版账号',
        ],
      },
    ],
  },
  {
    id: 'bedrockVersionMismatch',
    impact: 'joining',
    entries: [{page: 'geyser/common-issues', anchor: 'outdated-geyser-proxy-or-outdated-bedrock-client'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.network.outdated.server',
        texts: [
          'Outdated Geyser proxy! This server supports the following Bedrock versions: {0}',
          'إصدار Bedrock للسيرفر قديم! هذه السيرفر يدعم إصدارات Bedrock التالية: {0}',
          'Zastaralá Geyser proxy! Tento server podporuje následující Bedrock verze: {0}',
          'Veraltete Geyser Proxy! Dieser Server unterstützt folgende Bedrock Versionen: {0}',
          '¡Servidor Geyser desactualizado! Este servidor soporta las siguientes versiones de Bedrock: {0}',
          'Proxy Geyser obsolète ! Ce serveur prend en charge les versions Bedrock suivantes : {0}',
          'Proxy Geyser obsoleto! Questo server supporta le seguenti versioni di Bedrock: {0}',
          '新しいBedrockクライアントです！このサーバーはバージョン {0} をサポートしています。',
          'Proxy Geyser desatualizado! Este servidor suporta as seguintes versões do Bedrock: {0}',
          'Устаревший прокси Geyser! Этот сервер поддерживает следующие версии Bedrock: {0}',
          "Desteklenmeyen Geyser proxy'si! Bu sunucu sadece şu Bedrock versiyonlarını desteklemektedir: {0}",
          'Застарілий проксі Geyser! Цей сервер підтримує наступні версії Bedrock: {0}',
          'Geyser 代理已过时！此服务器仅支持以下基岩版版本： {0}',
        ],
      },
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.network.outdated.client',
        texts: [
          'Outdated Bedrock client! This server supports the following Bedrock versions: {0}',
          'إصدار Bedrock لديك غير مدعوم و قديم! هذه السيرفر يدعم إصدارات Bedrock التالية: {0}',
          'Zastaralý Bedrock klient! Tento server podporuje následující Bedrock verze: {0}',
          'Veralteter Bedrock Client! Dieser Server unterstützt folgende Bedrock Versionen: {0}',
          '¡Cliente Bedrock antiguo! Este servidor soporta las siguientes versiones de Bedrock: {0}',
          'Client Bedrock obsolète ! Ce serveur prend en charge les versions Bedrock suivantes : {0}',
          'Client Bedrock obsoleto! Questo server supporta le seguenti versioni Bedrock: {0}',
          '古いBedrockクライアントです！このサーバーはバージョン {0} をサポートしています。',
          'Cliente Bedrock desatualizado! Este servidor suporta as seguintes versões do Bedrock: {0}',
          'Устаревший клиент Bedrock! Этот сервер поддерживает следующие версии Bedrock {0}',
          'Desteklenmeyen Bedrock versiyonu! Bu sunucu sadece şu Bedrock versiyonlarını desteklemektedir: {0}',
          'Застарілий клієнт Bedrock! Цей сервер підртимує наступні версії Bedrock: {0}',
          '基岩版客户端已过时！此服务器仅支持以下基岩版版本：{0}',
        ],
      },
    ],
  },
  {
    id: 'encryptionRequestWithoutToken',
    impact: 'joining',
    entries: [{page: 'geyser/common-issues', anchor: 'cannot-reply-to-encryptionrequestpacket-without-profile-and-access-token'}],
    messages: [
      {
        source: 'GeyserMC/Geyser (older builds, answering an online-mode login)',
        texts: ['Cannot reply to EncryptionRequestPacket without profile and access token'],
      },
    ],
  },
  {
    id: 'alreadyLoggedIn',
    impact: 'player',
    entries: [{page: 'geyser/common-issues', anchor: 'is-already-logged-in'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.auth.already_loggedin',
        texts: [
          '{0} is already logged in!',
          '{0} مسجل الدخول بالفعل!',
          '{0} je již přihlášen!',
          '{0} ist bereits eingeloggt!',
          '¡El jugador {0} ya se encuentra autenticado!',
          '{0} est déjà connecté !',
          '{0} è già connesso!',
          '{0} はすでにログインしています！',
          '{0} já está logado!',
          '{0} уже вошёл!',
          '{0} zaten giriş yaptı!',
          'Гравець {0} вже увійшов!',
          '{0} 已经登录了！',
        ],
      },
    ],
  },
  {
    id: 'credentialsExpired',
    impact: 'player',
    entries: [{page: 'geyser/common-issues', anchor: 'your-java-edition-credentials-have-expired'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.auth.login.save_token.expired',
        texts: [
          'Your Java Edition credentials have expired or are no longer active. You must re-authenticate with Microsoft, and your credentials will be re-saved.',
          'انتهت صلاحية بيانات حساب الجافا خاصتك أو لم تعد نشطة. يجب عليك إعادة المصادقة مع مايكروسوفت حتى يتم حفظ بيانات حسابك.',
          'Vaše přihlašovací údaje k Java Edici vypršely, nebo již nejsou aktivní. Musíte se znovu přihlásit pomocí Microsoftu a vaše přihlašovací údaje budou znovu uloženy.',
          'Deine Java Edition Anmeldedaten sind abgelaufen oder nicht mehr aktiv. Du musst dich erneut bei Microsoft anmelden um die Anmeldeinformationen neu zu speichern.',
          'Las credenciales de tu cuenta de Java han expirado o ya no están activas. Tienes que re-autenticarte con tu cuenta de Microsoft y tus credenciales serán guardadas de nuevo.',
          'Vos identifiants Java Édition ont expiré ou ne sont plus actifs. Vous devez vous authentifier à nouveau avec Microsoft, et vos identifiants seront sauvegardés.',
          'Le tue credenziali Java Edition sono scadute o non sono più attive. Devi autenticarti nuovamente con Microsoft, e le tue credenziali saranno salvate nuovamente.',
          'あなたの Java Edition の認証情報は有効期限が切れているか、無効です。Microsoft で再認証する必要があります。認証情報は再度保存されます。',
          'Suas credenciais do Java Edition expiraram ou não estão mais ativas. Você deve se autenticar novamente com a Microsoft e suas credenciais serão salvas novamente.',
          'Срок действия ваших учётных данных Java Edition истёк или они больше не активны. Повторно войдите в вашу учётную запись Microsoft для обновления данных.',
          'Java giriş bilgilerinizin süresi doldu veya artık etkin değil. Microsoft ile yeniden giriş yaptığınızda bilgileriniz yeniden kaydedilecektir.',
          'Термін дії ваших облікових даних Java Edition минув або вони більше не активні. Необхідно повторно авторизуватись за допомогою Microsoft, тоді дані будуть повторно записані.',
          '您的 Java 版登录凭据已过期或不再有效。您必须使用微软账号重新认证，之后您的凭据会被重新保存。',
        ],
      },
      {
        source: 'GeyserMC/Geyser core/src/main/java/org/geysermc/geyser/session/GeyserSession.java',
        texts: ['Error while attempting to use auth chain for {0}!'],
      },
    ],
  },
  {
    id: 'javaAccountNotOwned',
    impact: 'player',
    entries: [{page: 'geyser/common-issues', anchor: 'this-server-requires-a-paid-java-account'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.network.remote.invalid_account',
        texts: [
          'This server requires a paid Java account.',
          'هذا الخادم يحتاج إلى حساب جافا مدفوع.',
          'Tento server vyžaduje placený Java účet.',
          'Dieser Server benötigt ein bezahltes Java Edition Benutzerkonto.',
          'El servidor requiere que uses una cuenta de Minecraft Java original.',
          'Ce serveur requiert un compte Java payé.',
          'Questo server richiede un account Java pagato.',
          'このサーバーには有料の Java アカウントが必要です。',
          'Este servidor requer uma conta Java paga.',
          'Для подключения к этому серверу необходим купленный Java аккаунт.',
          'Bu sunucu ücretli bir Java hesabı gerektirir.',
          'Для гри на цьому сервері необхідний куплений обліковий запис Java.',
          '此服务器需要一个正版的 Java 账号。',
        ],
      },
    ],
  },
  {
    id: 'loginRequired',
    impact: 'player',
    entries: [{page: 'geyser/common-issues', anchor: 'login-is-required'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.auth.login.form.disconnect',
        texts: [
          'Login is required',
          'يجب أن تسجل الدخول',
          'Je požadováno přihlášení',
          'Anmeldung ist erforderlich',
          'Se necesita iniciar sesión',
          'La connexion est requise',
          'Le credenziali sono necessarie',
          'ログインが必要です',
          'Login é necessário',
          'Требуется вход',
          'Giriş yapmak zorunludur',
          "Вхід обов'язковий",
          '需要登录',
        ],
      },
      {
        source: 'GeyserMC/Geyser core/src/main/java/org/geysermc/geyser/session/GeyserSession.java',
        texts: ['Failed to log in with Microsoft code!'],
      },
    ],
  },
  {
    id: 'disconnectedByServer',
    impact: 'player',
    entries: [{page: 'geyser/common-issues', anchor: 'disconnected-without-a-useful-reason'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.network.remote.disconnect',
        texts: [
          '{0} has disconnected from remote Java server on address {1} because of {2}',
          'تم قطع اتصال {0} بخادم جافا على العنوان {1} بسبب {2}',
          'Uživatel {0} se odpojil ze vzdáleného Java serveru na adrese {1} kvůli {2}',
          '{0} hat den Java Server unter der Adresse {1} wegen {2} verlassen',
          'El jugador {0} se ha desconectado del servidor Java con IP {1} debido a: {2}',
          "{0} a été déconnecté du serveur Java distant à l'adresse {1} à cause de {2}",
          "{0} si è disconnesso dal server Java remoto sull'indirizzo {1} per il motivo: {2}",
          '{2} が原因で、{0} はアドレス {1} の Java サーバーから切断されました',
          '{0} se desconectou do servidor Java remoto no endereço {1} por causa de {2}',
          '{0} отключился от удалённого Java сервера {1} по причине {2}',
          '{0}, {1} adresindeki Java sunucusundan, {2} sebebiyle bağlantısı kesildi',
          '{0} відключився з віддаленого Java серверу за адресою {1} по причині {2}',
          '{0} 已因 {2} 与地址为 {1} 的远程 Java 服务器断开了连接',
        ],
      },
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.network.remote.disconnect_internal',
        texts: [
          '{0} has disconnected from the Java server because of {1}',
          '{0} قطع الاتصال من Java server بسبب {1}',
          'Uživatel {0} se odpojil z Java serveru kvůli {1}',
          '{0} hat die Verbindung zum Java-Server wegen {1} getrennt',
          '{0} ha sido desconectado del servidor Java debido a {1}',
          '{0} à été déconnecté du serveur Java à cause de {1}',
          '{0} si è disconesso dal server Java per il motivo: {1}',
          '{1} が原因で、{0} は Java サーバーから切断されました',
          '{0} se desconectou do servidor Java: {1}',
          '{0} отключился от сервера Java по причине {1}',
          '{0}, {1} nedeniyle Java sunucusuyla bağlantısı kesildi',
          '{0} відключився від Java серверу по причині {1}',
          '{0} 已因 {1} 与 Java 服务器断开了连接',
        ],
      },
    ],
  },
  {
    id: 'localeAssetCache',
    impact: 'warning',
    entries: [{page: 'geyser/common-issues', anchor: 'failed-to-load-locale-asset-cache'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.locale.fail.asset_cache',
        texts: [
          'Failed to load locale asset cache: {0}',
          'فشل تحميل ذاكرة التخزين المؤقت لأصل اللغة: {0}',
          'Selhalo načítání mezipaměti lokalizace: {0}',
          'Konnte Übersetzungspuffer nicht laden: {0}',
          'Ha fallado cargar el recurso de caché: {0}',
          'Échec du chargement du cache des ressources locales : {0}',
          'Impossibile caricare la cache delle risorse di localizzazione: {0}',
          'locale asset cache を読み込めませんでした: {0}',
          'Falha ao carregar o cache do ativo local: {0}',
          'Не удалось загрузить кэш языкового файла: {0}',
          'Yerel asset önbelleğini yükleme başarsız oldu: {0}',
          'Не вдалося завантажити кеш мовного файлу: {0}',
          '本地化资产缓存加载失败：{0}',
        ],
      },
    ],
  },
  {
    id: 'encryptionUnavailable',
    impact: 'warning',
    entries: [{page: 'geyser/common-issues', anchor: 'we-were-unable-to-initialize-encryption'}],
    messages: [
      {
        source: 'GeyserMC/languages texts/<language>.properties: geyser.network.encryption.line_1',
        texts: [
          'We were unable to initialize encryption! All Bedrock connections to this server will be insecure!',
          'لم نتمكن من تهيئة التشفير! ستكون جميع اتصالات الBedrock بهذا الخادم غير آمنة!',
          'Nebyli jsme schopni zporovoznit šifrování! Všechna Bedrock připojení k tomuto serveru budou nezabezpečená!',
          'Wir konnten keine Verschlüsselung verwenden! Alle Bedrock Verbindungen zu diesen Server werden unsicher sein!',
          '¡No pudimos iniciar la encriptación! ¡Todas las conexiones de Bedrock serán inseguras en este servidor!',
          "Il nous a été impossible d'initialiser le cryptage ! Toutes les connexions Bedrock à ce serveur seront insécurisées !",
          'Impossibile inizializzare la crittografia! Tutte le connessioni Bedrock a questo server non saranno sicure!',
          '暗号化を初期化できませんでした。このサーバーへのすべての総合版での接続は安全ではありません。',
          'Não foi possível inicializar a criptografia! Todas as conexões do Bedrock com esse servidor serão inseguras!',
          'Не удалось инициализировать шифрование! Все подключения с Bedrock будут небезопасны!',
          'Şifrelemeyi başlatamadık! Bu sunucuya yapılan tüm Bedrock bağlantıları güvensiz olacak!',
          'Не вдалося ініціалізувати шифрування! Всі підключення з Bedrock будуть небезпечні!',
          '我们无法初始化加密！与此服务器的所有基岩版连接都将不安全！',
        ],
      },
    ],
  },
  {
    id: 'linkDatabaseMissing',
    impact: 'warning',
    entries: [{page: 'floodgate/issues', anchor: 'failed-to-find-a-database-implementation'}],
    messages: [
      {
        source: 'GeyserMC/Floodgate core/src/main/java/org/geysermc/floodgate/link/PlayerLinkHolder.java',
        texts: ['Failed to find a database implementation'],
      },
    ],
  },
  {
    id: 'skinApiUnreachable',
    impact: 'warning',
    entries: [{page: 'geyser/common-issues', anchor: 'java-players-see-bedrock-players-with-default-skins'}],
    messages: [
      {
        source: 'GeyserMC/Geyser core/src/main/java/org/geysermc/geyser/skin/FloodgateSkinUploader.java',
        texts: ['Unable to resolve the skin api!'],
      },
    ],
  },
] as const satisfies readonly LogProblem[];

export type LogProblemId = (typeof logProblems)[number]['id'];

/**
 * Troubleshooting entries headed by a message that only the Bedrock player sees: the client
 * prints it, the server log never holds it, so the checker cannot look for it.
 */
export const clientOnlyEntries: readonly (WikiEntry & {why: string})[] = [
  {
    page: 'geyser/common-issues',
    anchor: 'unable-to-connect-to-world',
    why: 'the Bedrock client shows it when no answer comes back; nothing reaches the server',
  },
  {page: 'geyser/common-issues', anchor: 'invalid-ip-address-on-bedrock', why: 'the Bedrock client refuses the address before connecting'},
];

/** Geyser's startup lines that state its version and Bedrock port. */
export const logSetupMessages = {
  geyserLoad: {
    source: 'GeyserMC/languages texts/<language>.properties: geyser.core.load',
    texts: [
      'Loading {0} version {1}',
      'جاري تحميل {0} إصدار {1}',
      'Načítání {0} verze {1}',
      '{0} Version {1} wird geladen',
      'Cargando {0} versión {1}',
      'Chargement {0} version {1}',
      'Avvio di {0} versione {1}',
      '{0} バージョン {1} を読み込んでいます',
      'Carregando {0} versão {1}',
      'Загрузка {0} версии {1}',
      '{0} sürüm {1} yükleniyor',
      'Завантаження {0} версії {1}',
      '正在加载 {0} 版本 {1}',
    ],
  },
  geyserStart: {
    source: 'GeyserMC/languages texts/<language>.properties: geyser.core.start',
    texts: [
      'Started Geyser on {0}:{1}',
      'بدأ Geyser علي {0}:{1}',
      'Geyser spuštěn na {0}:{1}',
      'Geyser wurde unter {0}:{1} gestartet',
      'Geyser se ha activado en la Ip y puerto {0}:{1}',
      'Geyser démarré sur {0}:{1}',
      'Avviato Geyser su {0}:{1}',
      'Geyser を {0} で開始しました: {1}',
      'Geyser iniciado em {0}: {1}',
      'Geyser запущен на {0}:{1}',
      'Geyser {0}:{1} üzerinde başlatıldı',
      'Geyser включений на {0}:{1}',
      'Geyser 已在{0}:{1} 上启动',
    ],
  },
  geyserStartPort: {
    source: 'GeyserMC/languages texts/<language>.properties: geyser.core.start.ip_suppressed',
    texts: [
      'Started Geyser on UDP port {0}',
      'بدء تشغيل Geyser على منفذ UDP {0}',
      'Spustil Geyser na UDP portě {0}',
      'Geyser auf UDP-Port {0} gestartet',
      'Geyser se inició en el puerto UDP {0}',
      'Geyser a démarré sur le port UDP {0}',
      'Avviato Geyser sulla porta UDP {0}',
      'UDP ポート {0} で開始しました',
      'Geyser iniciado na porta UDP {0}',
      'Geyser запущен на UDP порту {0}',
      '{0} UDP bağlantı noktasında Geyser başlatıldı',
      'Запущено Geyser на UDP порту {0}',
      '已在 UDP 端口 {0} 上启动 Geyser',
    ],
  },
} as const satisfies Record<string, LogMessage>;
