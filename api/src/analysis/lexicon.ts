// SentiScope's own sentiment lexicon: valences from -4 (most negative) to +4 (most positive), written for
// financial and crypto headlines. Words that are neutral in markets ("bear" as an animal is rare here, but
// "ETF", "SEC" or "regulation" are not sentiment by themselves) are deliberately left out.

const GENERAL: Record<string, number> = {
  good: 1.8, great: 2.8, excellent: 3.1, best: 2.9, better: 1.8, positive: 1.9, strong: 1.7, stronger: 1.8,
  strongest: 2.2, win: 2.3, wins: 2.3, winning: 2.2, winner: 2.3, success: 2.6, successful: 2.6, happy: 2.5,
  love: 2.9, optimism: 2.2, optimistic: 2.1, hope: 1.7, hopes: 1.6, hopeful: 1.8, confident: 2.0,
  confidence: 1.7, growth: 1.6, grow: 1.4, grows: 1.4, growing: 1.4, gain: 1.9, gains: 1.9, gained: 1.8,
  boost: 1.8, boosts: 1.8, boosted: 1.7, improve: 1.7, improves: 1.7, improved: 1.7, improvement: 1.7,
  benefit: 1.7, benefits: 1.6, opportunity: 1.6, opportunities: 1.6, profit: 1.9, profits: 1.9,
  profitable: 2.0, record: 1.0, milestone: 1.6, innovative: 1.8, innovation: 1.5, breakthrough: 2.4,
  support: 1.1, supports: 1.1, secure: 1.3, safe: 1.4, stable: 1.2, stability: 1.2, recover: 1.6,
  recovers: 1.6, recovered: 1.6, recovery: 1.7, rebound: 1.8, rebounds: 1.8, rebounded: 1.7, upgrade: 1.5,
  upgraded: 1.5, approve: 1.8, approves: 1.8, approved: 1.9, approval: 1.8, launch: 0.8, launches: 0.8,
  partnership: 1.4, partners: 1.0, adopt: 1.3, adopts: 1.3, adoption: 1.5, embrace: 1.6, embraces: 1.6,
  welcome: 1.5, welcomes: 1.5, praise: 2.1, praises: 2.1, top: 1.0, leading: 1.0, robust: 1.7,
  resilient: 1.8, resilience: 1.7, thrive: 2.2, thrives: 2.2, excited: 2.0, exciting: 2.1, promising: 1.9,
  impressive: 2.3, easy: 1.2, easier: 1.2, fair: 1.1, trust: 1.6, trusted: 1.7, wow: 2.2,
  bad: -2.3, worse: -2.2, worst: -3.0, poor: -2.0, negative: -1.9, weak: -1.7, weaker: -1.8, weakest: -2.1,
  lose: -2.0, loses: -2.0, losing: -2.0, loss: -2.1, losses: -2.2, lost: -1.9, fail: -2.4, fails: -2.4,
  failed: -2.4, failure: -2.6, fear: -2.2, fears: -2.2, afraid: -2.0, worry: -1.8, worries: -1.8,
  worried: -1.9, concern: -1.4, concerns: -1.4, concerned: -1.5, risk: -1.2, risks: -1.2, risky: -1.5,
  threat: -2.0, threats: -2.0, threaten: -2.1, threatens: -2.1, danger: -2.4, dangerous: -2.5,
  warn: -1.5, warns: -1.5, warning: -1.6, crisis: -2.9, collapse: -3.0, collapses: -3.0, collapsed: -3.0,
  problem: -1.7, problems: -1.7, trouble: -2.0, troubled: -2.1, struggle: -1.8, struggles: -1.8,
  struggling: -1.9, decline: -1.6, declines: -1.6, declined: -1.6, declining: -1.6, drop: -1.5,
  drops: -1.5, dropped: -1.5, fall: -1.5, falls: -1.5, fell: -1.5, falling: -1.6, down: -0.8, slow: -0.9,
  slows: -1.0, slowdown: -1.5, cut: -1.1, cuts: -1.1, hurt: -2.1, hurts: -2.1, damage: -2.2,
  damaged: -2.2, attack: -2.4, attacks: -2.4, attacked: -2.4, victim: -2.3, victims: -2.3, theft: -2.7,
  stolen: -2.6, steal: -2.5, steals: -2.5, fraud: -3.1, fraudulent: -3.0, scam: -3.0, scams: -3.0,
  scammer: -2.9, scammers: -2.9, illegal: -2.3, lawsuit: -1.9, lawsuits: -1.9, sue: -1.8, sues: -1.8,
  sued: -1.9, charged: -1.6, arrest: -2.1, arrested: -2.3, guilty: -2.3, ban: -2.0, bans: -2.0,
  banned: -2.1, banning: -2.0, crackdown: -2.1, reject: -1.9, rejects: -1.9, rejected: -2.0,
  rejection: -2.0, delay: -1.2, delays: -1.2, delayed: -1.3, halt: -1.6, halts: -1.6, halted: -1.6,
  suspend: -1.7, suspends: -1.7, suspended: -1.8, shutdown: -2.0, shut: -1.5, layoffs: -2.2,
  bankrupt: -3.1, bankruptcy: -3.1, insolvent: -2.9, insolvency: -2.9, chaos: -2.6,
  panic: -2.7, turmoil: -2.5, uncertainty: -1.5, uncertain: -1.4, volatile: -0.9, doubt: -1.5,
  doubts: -1.5, skeptical: -1.3, sceptical: -1.3, criticism: -1.7, criticizes: -1.7, criticises: -1.7,
  slam: -1.9, slams: -1.9, blame: -1.8, blames: -1.8, angry: -2.3, sad: -2.1, terrible: -3.0,
  horrible: -3.0, awful: -2.9, disaster: -3.1, disastrous: -3.1, catastrophe: -3.2, nightmare: -2.8,
  kill: -2.7, kills: -2.7, killed: -2.9, dead: -2.6, death: -2.6, dies: -2.5, war: -2.6, sanctions: -1.6,
  inflation: -1.0, recession: -2.3, unemployment: -1.5, vulnerable: -1.9, vulnerability: -1.9,
  exploit: -2.3, exploited: -2.5, exploits: -2.3, breach: -2.3, leak: -1.8, leaked: -1.9, hacked: -2.8,
  hack: -2.6, hacks: -2.6, hacker: -2.4, hackers: -2.4, fined: -1.9, penalty: -1.8,
  investigation: -1.4, probe: -1.3, manipulation: -2.2, ponzi: -3.0,
};

// Market and crypto vocabulary, including slang that general-purpose lexicons do not know.
const MARKET: Record<string, number> = {
  bullish: 2.5, bull: 1.6, bulls: 1.5, bearish: -2.5, bear: -1.6, bears: -1.5, rally: 2.1, rallies: 2.1,
  rallied: 2.0, rallying: 2.0, surge: 2.2, surges: 2.2, surged: 2.2, surging: 2.2, soar: 2.5, soars: 2.5,
  soared: 2.5, soaring: 2.5, jump: 1.6, jumps: 1.6, jumped: 1.6, climb: 1.5, climbs: 1.5, climbed: 1.5,
  rise: 1.4, rises: 1.4, rising: 1.4, rose: 1.4, spike: 1.2, spikes: 1.2, skyrocket: 2.8, skyrockets: 2.8,
  moon: 2.4, mooning: 2.6, ath: 2.2, breakout: 1.9, outperform: 1.9, outperforms: 1.9, upside: 1.5,
  uptrend: 1.8, inflows: 1.5, inflow: 1.5, accumulate: 1.1, accumulation: 1.2, accumulating: 1.1,
  hodl: 1.2, buy: 0.6, buying: 0.7, demand: 0.8, institutional: 0.4, greed: -0.5, fomo: -0.4,
  plunge: -2.6, plunges: -2.6, plunged: -2.6, plunging: -2.6, crash: -3.0, crashes: -3.0, crashed: -3.0,
  crashing: -3.0, tumble: -2.3, tumbles: -2.3, tumbled: -2.3, slump: -2.2, slumps: -2.2, slumped: -2.2,
  sink: -1.9, sinks: -1.9, sank: -1.9, slide: -1.6, slides: -1.6, slid: -1.6, dip: -1.0, dips: -1.0,
  dipped: -1.0, sell: -0.6, selloff: -2.3, dump: -2.2, dumps: -2.2, dumped: -2.2, dumping: -2.2,
  capitulation: -2.8, liquidated: -2.4, liquidation: -2.2, liquidations: -2.2, rekt: -2.8, fud: -1.9,
  rug: -2.8, rugpull: -3.1, bloodbath: -3.2, meltdown: -3.0, downtrend: -1.8, downside: -1.4,
  outflows: -1.5, outflow: -1.5, underperform: -1.8, underperforms: -1.8, depeg: -2.7, depegged: -2.8,
  contagion: -2.7, wipeout: -2.9, plummet: -2.9, plummets: -2.9, plummeted: -2.9, lows: -1.3,
  highs: 1.3, overbought: -0.6, oversold: 0.4, bubble: -1.7, stablecoin: 0,
};

export const LEXICON: ReadonlyMap<string, number> = new Map(
  Object.entries({ ...GENERAL, ...MARKET }).filter(([, v]) => v !== 0),
);

/** Words that strengthen (positive) or soften (negative) the next sentiment word, by this increment. */
export const BOOSTERS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    very: 0.3, extremely: 0.35, hugely: 0.35, highly: 0.3, massive: 0.3, massively: 0.35, huge: 0.3,
    incredibly: 0.35, really: 0.25, so: 0.2, most: 0.25, more: 0.2, totally: 0.3, completely: 0.3,
    deeply: 0.3, sharply: 0.3, significantly: 0.3, strongly: 0.3, record: 0.25, major: 0.2,
    slightly: -0.3, somewhat: -0.25, barely: -0.3, marginally: -0.3, little: -0.2, less: -0.2,
    partly: -0.25, modestly: -0.25, mildly: -0.25,
  }),
);

/** Words that flip the sentiment of the following words (within three tokens). */
export const NEGATIONS: ReadonlySet<string> = new Set([
  'not', 'no', 'never', 'none', 'nobody', 'nothing', 'neither', 'nor', 'without', 'cannot', 'cant',
  'dont', 'doesnt', 'didnt', 'isnt', 'arent', 'wasnt', 'werent', 'wont', 'wouldnt', 'shouldnt',
  'couldnt', 'hasnt', 'havent', 'hadnt', 'aint',
]);
