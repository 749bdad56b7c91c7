import type { FeatureFlag } from '@sorte/contracts/system/constants';
import { FEATURE_FLAGS, REGISTRATION_FIELDS } from '@sorte/contracts/system/constants';
import type { Locale, Translations } from '@sorte/contracts/common/locale';
import { LOCALES, pickTranslation } from '@sorte/contracts/common/locale';
import type {
  Announcement,
  Banner,
  Brand,
  GameCategory,
  HelpSection,
  ModuleNode,
  Notices,
  Permission,
  RegisterSettings,
  RegistrationFieldSetting,
  Resource,
} from '@sorte/contracts/system/system';
import { PermissionSchema } from '@sorte/contracts/system/system';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { AnswerCache, SerializedAnswer, serializeAnswer } from '../../lib/answer-cache';
import { evaluateRegion, type RegionRuleSet } from './region';
import { SystemRepository, type EnabledCatalogue } from './system.repository';

export interface ConfigSnapshot {
  /**
   * Goes up by one whenever a reload finds the configuration different from the last one; a
   * reload that finds it unchanged gives back the same snapshot (same object, same version).
   */
  version: number;
  brand: Brand;
  gtagId: string | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
  domainList: string[];
  status: { status: 0 | 1; message: string };
  region: RegionRuleSet & { message: string };
  flags: Record<FeatureFlag, boolean>;
  modules: ModuleNode[];
  registration: Record<string, RegistrationFieldSetting>;
  resources: Resource[];
  csPaths: { type: number; path: string }[];
  categories: GameCategory[];
}

export interface Visitor {
  ip: string;
  /** Country from a trusted proxy header, when TRUST_PROXY is on. */
  trustedCountry: string | null;
}

/** How long a process keeps the configuration before reading it again (several processes). */
export const CONFIG_TTL_MS = 2000;

function asLocales(values: string[]): Locale[] {
  return values.filter((v): v is Locale => (LOCALES as readonly string[]).includes(v));
}

function buildTree(rows: { modId: string; parentId: string | null; enabled: boolean }[]): ModuleNode[] {
  const children = new Map<string | null, typeof rows>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const build = (parent: string | null, parentEnabled: boolean): ModuleNode[] =>
    (children.get(parent) ?? []).map((row) => {
      const enabled = parentEnabled && row.enabled;
      return { modId: row.modId, enabled, childrenNodes: build(row.modId, enabled) };
    });
  return build(null, true);
}

/** The lower-case host name of a URL or a bare host ('127.0.0.1:8187'), or null. */
export function hostNameOf(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    return url.hostname.toLowerCase().replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}

/** Whether `url` is at one of the brand's domains (always, when the brand lists none). */
export function allowedHost(url: string, domainList: string[]): boolean {
  const allowed = domainList.map(hostNameOf).filter((h): h is string => h !== null);
  if (allowed.length === 0) return true;
  const host = hostNameOf(url);
  return host !== null && allowed.includes(host);
}

/** A Host header that is a plain host name or IP literal with an optional port, nothing else. */
const PLAIN_HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The address a request was made to (`http://localhost:8187`): its scheme and Host (behind a
 * trusted proxy, the forwarded ones), or null when the Host is not a plain host[:port].
 */
export function servingAddress(protocol: string, host: string | undefined): URL | null {
  if (!host || !PLAIN_HOST.test(host) || (protocol !== 'http' && protocol !== 'https')) return null;
  try {
    return new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
}

/**
 * A configured domain as an origin. A URL (`https://play.example.com`) keeps its own scheme and
 * port; a bare host name (`play.example.com`, `127.0.0.1`) is reached the way the page itself
 * was, with the serving address's scheme and port (https when unknown), so one list is right
 * whatever port the site runs on. A bare `host:port` keeps its port.
 */
export function domainOrigin(domain: string, serving: URL | null): string | null {
  const text = domain.trim();
  if (!text) return null;
  const isUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  try {
    if (isUrl) {
      const url = new URL(text);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
    }
    const scheme = serving?.protocol ?? 'https:';
    const url = new URL(`${scheme}//${text}`);
    if (!url.port && serving?.port) url.port = serving.port;
    return url.origin;
  } catch {
    return null;
  }
}

/** The permission answer of `config` for `visitor`. */
function permissionOf(config: ConfigSnapshot, visitor: Visitor): Permission {
  const verdict = evaluateRegion(visitor.ip, visitor.trustedCountry, config.region);
  return {
    brand: config.brand,
    whitelabel: config.modules,
    flags: config.flags,
    registration: { rules: config.registration },
    resources: config.resources,
    customerService: { pathList: config.csPaths },
    analytics: { gtagId: config.gtagId },
    imageCDNs: config.imageCDNs,
    launchGameCDNs: config.launchGameCDNs,
    location: { ip: visitor.ip, country: verdict.country },
    maintenance: { enabled: config.status.status === 1, message: config.status.message },
    regionRestriction: { restricted: verdict.restricted, message: config.region.message },
    categories: config.categories,
  };
}

/** The permission answer without the visitor's own parts (the same for every visitor). */
const SharedPermissionSchema = PermissionSchema.omit({ location: true, regionRestriction: true });
/** The visitor's own parts of the permission answer. */
const VisitorPermissionSchema = PermissionSchema.pick({ location: true, regionRestriction: true });

export class SystemService {
  private readonly repo: SystemRepository;
  private cached: { at: number; value: Promise<ConfigSnapshot> } | undefined;
  private latest: ConfigSnapshot | undefined;
  private latestJson = '';
  private versions = 0;
  private changes = 0;
  /** The visitor-independent part of the permission answer, per snapshot version. */
  private readonly permissionAnswers = new AnswerCache({ maxEntries: 1 });

  /** `catalogue`: the games module's enabled categories and vendors (`enabledCatalogue`). */
  constructor(
    db: Db,
    catalogue: EnabledCatalogue,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new SystemRepository(db, catalogue);
  }

  /** Drops the cached configuration (after an operator change in this process). */
  invalidate() {
    this.changes += 1;
    this.cached = undefined;
  }

  /**
   * Operator changes made through this process so far (every one calls invalidate()): answers
   * built from data outside the configuration snapshot (the game catalogue) key on it.
   */
  get changeCount() {
    return this.changes;
  }

  /** How many times the shared part of the permission answer was serialised (tests). */
  get permissionBuilds() {
    return this.permissionAnswers.builds;
  }

  config(): Promise<ConfigSnapshot> {
    const at = this.now();
    if (this.cached && at - this.cached.at < CONFIG_TTL_MS) return this.cached.value;
    const value = this.load().then((loaded) => {
      const json = JSON.stringify(loaded);
      if (this.latest && json === this.latestJson) return this.latest;
      this.versions += 1;
      this.latestJson = json;
      this.latest = { ...loaded, version: this.versions };
      return this.latest;
    });
    this.cached = { at, value };
    value.catch(() => {
      if (this.cached?.value === value) this.cached = undefined;
    });
    return value;
  }

  private async load(): Promise<Omit<ConfigSnapshot, 'version'>> {
    const rows = await this.repo.loadConfigRows();
    const b = rows.brandRows[0];
    if (!b) throw new Error('Brand configuration missing: the database was not initialised');
    const status = rows.statusRows[0];
    const region = rows.regionRows[0];
    const flags = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as Record<FeatureFlag, boolean>;
    for (const row of rows.flags) {
      if ((FEATURE_FLAGS as readonly string[]).includes(row.key)) flags[row.key as FeatureFlag] = row.enabled;
    }
    const languages = asLocales(b.languages);
    const brandValue: Brand = {
      name: b.name,
      platform: b.platform,
      merchantCode: b.merchantCode,
      lotteryType: b.lotteryType,
      device: b.device,
      defaultLanguage: asLocales([b.defaultLanguage])[0] ?? 'pt',
      languages: languages.length ? languages : ['pt'],
      defaultGameLanguage: asLocales([b.defaultGameLanguage])[0] ?? 'en',
      prizeModes: b.prizeModes as Brand['prizeModes'],
      currency: b.currency,
      currencySymbol: b.currencySymbol,
      minimumAge: b.minimumAge,
      licenseText: b.licenseText,
      copyright: b.copyright,
    };
    const categories: GameCategory[] = rows.categories
      .map((c) => ({
        gameCategory: c.code,
        route: c.route,
        vendors: rows.vendors
          .filter((v) => v.category === c.code)
          .map((v) => ({ vendor: v.code, vassalage: v.vassalage, name: v.name, gameType: c.code })),
      }))
      // A category appears only when it has at least one vendor (side menu rule).
      .filter((c) => c.vendors.length > 0);
    return {
      brand: brandValue,
      gtagId: b.gtagId,
      imageCDNs: b.imageCdns,
      launchGameCDNs: b.launchGameCdns,
      domainList: b.domainList,
      status: { status: status?.status === 1 ? 1 : 0, message: status?.message ?? '' },
      region: {
        blockedCountries: region?.blockedCountries ?? [],
        blockedRanges: region?.blockedRanges ?? [],
        allowedRanges: region?.allowedRanges ?? [],
        geo: region?.geo ?? [],
        message: region?.message ?? '',
      },
      flags,
      modules: buildTree(rows.modules),
      registration: Object.fromEntries(
        rows.fields.map((f) => [
          f.field,
          {
            field: f.field,
            visible: f.visible,
            required: f.required,
            acceptedPattern: f.acceptedPattern,
            patternId: f.patternId,
            minLength: f.minLength,
            maxLength: f.maxLength,
          },
        ]),
      ),
      resources: rows.resources.map((r) => ({
        id: String(r.id),
        resourceType: r.resourceType,
        url: r.url,
        qrCodeUrl: r.qrCodeUrl,
        labelNameEn: r.labelNameEn,
      })),
      csPaths: rows.csPaths.map((p) => ({ type: p.type, path: p.path })),
      categories,
    };
  }

  /**
   * Origins of the brand's domains as seen from `serving` (for the CSP: the speed test measures
   * them), plus PUBLIC_URL's; from the last loaded configuration, synchronous because headers
   * are set synchronously. The serving address itself is the CSP's 'self'.
   */
  routedOrigins(serving: URL | null, publicUrl?: string): string[] {
    const domains = [...(publicUrl ? [publicUrl] : []), ...(this.latest?.domainList ?? [])];
    const origins = domains.map((d) => domainOrigin(d, serving)).filter((o): o is string => o !== null);
    return [...new Set(origins)];
  }

  /** 0 normal, 1 maintenance (wins), 2 region restricted. */
  async status(visitor: Visitor) {
    const config = await this.config();
    if (config.status.status === 1) {
      return { status: 1 as const, message: config.status.message, ip: visitor.ip };
    }
    const verdict = evaluateRegion(visitor.ip, visitor.trustedCountry, config.region);
    if (verdict.restricted) return { status: 2 as const, message: config.region.message, ip: visitor.ip };
    return { status: 0 as const, message: '', ip: visitor.ip };
  }

  /**
   * `GET /wps/system/permission?url=`: the app sends the address it was opened at (a host, or a
   * whole URL). When the brand lists domains, that address's host name must be one of theirs
   * (scheme and port do not matter), else 403 DOMAIN_INVALID ("invalid URL, contact customer
   * service"). A brand without domains, or a call without `url`, is not checked.
   */
  async permission(visitor: Visitor, url?: string): Promise<Permission> {
    const config = await this.config();
    if (url !== undefined && !allowedHost(url, config.domainList)) throw new AppError('DOMAIN_INVALID');
    return permissionOf(config, visitor);
  }

  /**
   * The permission answer serialised: the part every visitor shares is made once per
   * configuration snapshot, the visitor's location and region verdict are added per request.
   */
  async permissionAnswer(visitor: Visitor, url?: string): Promise<SerializedAnswer> {
    const config = await this.config();
    if (url !== undefined && !allowedHost(url, config.domainList)) throw new AppError('DOMAIN_INVALID');
    const shared = await this.permissionAnswers.get('permission', String(config.version), async () => {
      const { location: _location, regionRestriction: _region, ...shared } = permissionOf(config, visitor);
      return serializeAnswer(SharedPermissionSchema, shared);
    });
    const verdict = evaluateRegion(visitor.ip, visitor.trustedCountry, config.region);
    const location = { ip: visitor.ip, country: verdict.country };
    const regionRestriction = { restricted: verdict.restricted, message: config.region.message };
    const visitorPart = JSON.stringify(VisitorPermissionSchema.parse({ location, regionRestriction }));
    return new SerializedAnswer(`${shared.json.slice(0, -1)},${visitorPart.slice(1)}`);
  }

  /** Every registration field's setting (hidden ones too, each with its rule) and the flags. */
  async registerSettings(): Promise<RegisterSettings> {
    const { registration, flags } = await this.config();
    const order = REGISTRATION_FIELDS as readonly string[];
    const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
    return {
      fields: Object.values(registration).sort((a, b) => rank(a.field) - rank(b.field) || a.field.localeCompare(b.field)),
      mobileRegistration: flags.MOBILE_REGISTRATION,
      usernameRegistration: flags.USERNAME_REGISTRATION,
      smsVerification: flags.SMS_VERIFICATION,
    };
  }

  async whitelabel() {
    const config = await this.config();
    return { modules: config.modules, flags: config.flags };
  }

  /**
   * The lines of the speed test: the address serving this request first (when it is one of the
   * brand's domains, or the brand lists none), then PUBLIC_URL, then each configured domain as
   * seen from the serving address (`domainOrigin`), each origin once.
   */
  async domainRoute(serving: URL | null, publicUrl?: string) {
    const config = await this.config();
    const own = serving && allowedHost(serving.href, config.domainList) ? [serving.origin] : [];
    const origins = [...new Set([...own, ...this.routedOrigins(serving, publicUrl)])];
    return {
      domainList: origins.map((url) => ({ domain: new URL(url).host, url })),
      resources: config.resources,
    };
  }

  async helpCenter(locale: Locale): Promise<{ sections: HelpSection[] }> {
    const { brand } = await this.config();
    const rows = await this.repo.helpSections();
    return {
      sections: rows.map((r) => ({
        id: String(r.id),
        section: r.section,
        title: pickTranslation(r.title, locale, brand.defaultLanguage),
        content: pickTranslation(r.content, locale, brand.defaultLanguage),
      })),
    };
  }

  async notices(
    locale: Locale,
    query: { types: readonly string[]; groups?: readonly string[] | undefined },
  ): Promise<Notices> {
    const { brand } = await this.config();
    const now = new Date(this.now());
    const [announcements, banners] = await Promise.all([
      this.repo.announcements(query.types, now),
      this.repo.banners(query.groups, now),
    ]);
    const text = (t: Translations) => pickTranslation(t, locale, brand.defaultLanguage);
    const toAnnouncement = (a: (typeof announcements)[number]): Announcement => ({
      id: String(a.id),
      type: a.type as Announcement['type'],
      title: text(a.title),
      content: text(a.content),
      timestamp: a.publishedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    const list = announcements.map(toAnnouncement);
    return {
      player: list.filter((a) => a.type === 'B' || a.type === 'PL' || a.type === 'H'),
      popup: list.filter((a) => a.type === 'PU'),
      promotion: list.filter((a) => a.type === 'PR'),
      banners: banners.map(
        (b): Banner => ({
          bannerId: String(b.id),
          groupName: b.groupName as Banner['groupName'],
          url: text(b.imageUrl),
          title: text(b.title),
          linkageType: b.linkageType as Banner['linkageType'],
          linkage: b.linkage,
        }),
      ),
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    system: SystemService;
  }
  interface FastifyRequest {
    /** Set by the request-context plugin on every request. */
    visitor: Visitor;
  }
}
