import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FOOTER_VENDORS, SOCIAL_RESOURCE_TYPES } from '@sorte/contracts/system/constants';
import type { Resource } from '@sorte/contracts/system/system';
import logo from '../../../assets/brand/logo.svg';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { isModuleEnabled, useImageBase, usePermission } from '../../../hooks/use-permission';
import { openCustomerService } from '../../../lib/customer-service';
import { playableCategories } from '../../../utils/game-categories';
import { isInternalUrl } from '../../../utils/url';
import { SocialLinks } from './social-links';
import styles from './footer.module.css';

/** Help-centre sections the footer links to (/help#section). */
export const HELP_LINKS = ['terms', 'privacy', 'responsible-gaming', 'faq', 'about'] as const;
const HELP_LABELS: Record<(typeof HELP_LINKS)[number], string> = {
  terms: 'terms',
  privacy: 'privacy',
  'responsible-gaming': 'responsibleGaming',
  faq: 'faq',
  about: 'about',
};

export const FOOTER_VENDOR_LOGO = { width: 114, height: 40 } as const;

function ResourceLink({ resource, children }: { resource: Resource; children: string }) {
  const { t } = useTranslation('shell');
  if (isInternalUrl(resource.url)) return <Link to={resource.url}>{children}</Link>;
  return (
    <a href={resource.url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}

/** The site footer: product, help and contact links, socials, providers, age and licence lines. */
export function Footer() {
  const { t } = useTranslation('shell');
  const permission = usePermission();
  const imageBase = useImageBase();
  const { brand, resources } = permission;
  const on = (modId: string) => isModuleEnabled(permission, modId);
  const resource = (type: string) => resources.find((r) => r.resourceType === type && r.url);
  const affiliate = resource('AFFILIATE_LINK');
  const feedback = on('FEEDBACK') ? resource('FEEDBACK') : undefined;
  const license = resource('LICENSE');
  const categories = playableCategories(permission);

  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.about}>
            <img
              className={styles.logo}
              src={logo}
              alt={brand.name}
              width={144}
              height={36}
              loading="lazy"
            />
            <p className={styles.info}>{t('footer.info', { brand: brand.name })}</p>
            {on('SOCIAL') ? (
              <SocialLinks
                resources={resources}
                networks={SOCIAL_RESOURCE_TYPES}
                testId="footer-social"
                className={styles.social}
              />
            ) : null}
          </div>

          <nav className={styles.column} aria-labelledby="footer-products">
            <h2 id="footer-products" className={styles.heading}>
              {t('footer.products')}
            </h2>
            <ul className={styles.links}>
              <li>
                <Link to={paths.home}>{t('nav.home')}</Link>
              </li>
              {categories.map((category) => (
                <li key={category.code}>
                  <Link to={category.route}>
                    {t(`categories.${category.code}`, { defaultValue: category.code })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav className={styles.column} aria-labelledby="footer-help">
            <h2 id="footer-help" className={styles.heading}>
              {t('footer.help')}
            </h2>
            <ul className={styles.links}>
              {HELP_LINKS.map((section) => (
                <li key={section}>
                  <Link to={`${paths.help}#${section}`}>
                    {t(`footer.links.${HELP_LABELS[section]}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <section className={styles.column} aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              {t('footer.contact')}
            </h2>
            <ul className={styles.links}>
              {on('CUSTOMER_SERVICE') ? (
                <li>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => void openCustomerService(permission)}
                  >
                    <Icon name="customer-service" size={16} />
                    {t('footer.customerService')}
                  </button>
                </li>
              ) : null}
              {feedback ? (
                <li>
                  <ResourceLink resource={feedback}>{t('footer.feedback')}</ResourceLink>
                </li>
              ) : null}
              {affiliate ? (
                <li>
                  <ResourceLink resource={affiliate}>{t('footer.affiliate')}</ResourceLink>
                </li>
              ) : null}
            </ul>
          </section>
        </div>

        <section className={styles.vendors} aria-labelledby="footer-vendors">
          <h2 id="footer-vendors" className="visually-hidden">
            {t('footer.providers')}
          </h2>
          <ul className={styles.vendorList} data-testid="footer-vendors">
            {FOOTER_VENDORS.map((code) => (
              <li key={code}>
                <img
                  src={`${imageBase}/vendors/${code}.svg`}
                  alt={code}
                  loading="lazy"
                  decoding="async"
                  width={FOOTER_VENDOR_LOGO.width}
                  height={FOOTER_VENDOR_LOGO.height}
                />
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.bottom}>
          <p className={styles.age}>
            <Icon name="age-18" size={32} className={styles.ageIcon} />
            <span>{t('footer.ageLimit', { age: brand.minimumAge })}</span>
          </p>
          {brand.licenseText ? (
            <p className={styles.license}>
              {license ? (
                <ResourceLink resource={license}>{brand.licenseText}</ResourceLink>
              ) : (
                brand.licenseText
              )}
            </p>
          ) : null}
          <p className={styles.copyright}>{brand.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
