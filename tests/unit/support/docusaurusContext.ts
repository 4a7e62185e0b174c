/** Stands in for '@docusaurus/useDocusaurusContext': the English site with the default service URLs. */
export default function useDocusaurusContext() {
  return {
    siteConfig: {
      url: 'https://geysermc.org',
      customFields: {
        serviceUrls: {downloadsApi: 'https://download.geysermc.org', dumpServer: 'https://dump.geysermc.org', globalApi: 'https://api.geysermc.org'},
      },
    },
    i18n: {currentLocale: 'en', defaultLocale: 'en'},
  };
}
