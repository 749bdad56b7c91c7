import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  brand,
  featureFlag,
  regionRules,
  registrationField,
  systemStatus,
  whitelabelModule,
} from '../../db/schema/index';

/**
 * Writes to the system configuration (status, region rules, feature flags, brand, white-label modules,
 * registration fields), each taking the caller's transaction so the operator console's audit row
 * commits with the change. The caller invalidates the configuration snapshot (`SystemService.invalidate`)
 * after its transaction commits.
 */
export const settingsSql = {
  async status(tx: Tx) {
    const rows = await tx.select().from(systemStatus).where(eq(systemStatus.id, 1)).for('update');
    return rows[0];
  },
  async setStatus(tx: Tx, status: 0 | 1, message: string) {
    const rows = await tx
      .insert(systemStatus)
      .values({ id: 1, status, message })
      .onConflictDoUpdate({ target: systemStatus.id, set: { status, message, updatedAt: new Date() } })
      .returning();
    return rows[0]!;
  },
  async region(tx: Tx) {
    const rows = await tx.select().from(regionRules).where(eq(regionRules.id, 1)).for('update');
    return rows[0];
  },
  async setRegion(tx: Tx, value: Omit<typeof regionRules.$inferInsert, 'id' | 'updatedAt'>) {
    const rows = await tx
      .insert(regionRules)
      .values({ id: 1, ...value })
      .onConflictDoUpdate({ target: regionRules.id, set: { ...value, updatedAt: new Date() } })
      .returning();
    return rows[0]!;
  },
  flags(tx: Tx) {
    return tx.select().from(featureFlag);
  },
  async setFlag(tx: Tx, key: string, enabled: boolean) {
    await tx
      .insert(featureFlag)
      .values({ key, enabled })
      .onConflictDoUpdate({ target: featureFlag.key, set: { enabled, updatedAt: new Date() } });
  },
  async brand(tx: Tx) {
    const rows = await tx.select().from(brand).where(eq(brand.id, 1)).for('update');
    return rows[0];
  },
  async updateBrand(tx: Tx, set: Partial<typeof brand.$inferInsert>) {
    const rows = await tx
      .update(brand)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(brand.id, 1))
      .returning();
    return rows[0]!;
  },
  async module(tx: Tx, modId: string) {
    const rows = await tx.select().from(whitelabelModule).where(eq(whitelabelModule.modId, modId)).for('update');
    return rows[0];
  },
  async setModule(tx: Tx, modId: string, enabled: boolean) {
    await tx.update(whitelabelModule).set({ enabled }).where(eq(whitelabelModule.modId, modId));
  },
  async registrationField(tx: Tx, field: string) {
    const rows = await tx.select().from(registrationField).where(eq(registrationField.field, field)).for('update');
    return rows[0];
  },
  async setRegistrationField(tx: Tx, value: typeof registrationField.$inferInsert) {
    const { field: _field, ...set } = value;
    const rows = await tx
      .insert(registrationField)
      .values(value)
      .onConflictDoUpdate({ target: registrationField.field, set })
      .returning();
    return rows[0]!;
  },
};
