/** Member-centre page keys a cashier page may open (the overlay's `onNavigate`). */
export type MemberCentrePageKey = 'securityCenter' | 'transferFund' | 'transactionHistory';
