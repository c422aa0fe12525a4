// The SentiScope user guide: a standalone document shipped with this remote and shown in the guide page's frame.
const STYLE = `
  :root { color-scheme: dark; }
  body { margin: 0; padding: 32px 24px 48px; font: 16px/1.65 Inter, 'Segoe UI', system-ui, sans-serif; color: #e6edf7; background: #0b1220; }
  main { max-width: 760px; margin: 0 auto; }
  h1 { font-size: 2rem; margin: 0 0 8px; }
  h2 { font-size: 1.35rem; margin: 40px 0 8px; padding-top: 8px; border-top: 1px solid #2a3650; }
  h3 { font-size: 1.05rem; margin: 24px 0 4px; }
  p, li { color: #c8d3e6; }
  a { color: #93c5fd; }
  nav ol { columns: 2; padding-left: 20px; }
  code, kbd { font-family: 'JetBrains Mono', Consolas, monospace; background: #1a2438; padding: 1px 6px; border-radius: 4px; }
  .note { padding: 12px 16px; border-left: 4px solid #7c3aed; background: #121a2b; border-radius: 6px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #2a3650; }
  @media (max-width: 545px) { nav ol { columns: 1; } body { padding: 20px 16px 40px; } }
`;

const BODY = `
<main>
  <h1>SentiScope user guide</h1>
  <p>Everything you need to read crypto and stock sentiment with SentiScope: from your first sign-in to reading every figure on the dashboard.</p>
  <p class="note">SentiScope is informational only. It is not financial advice, and past market behaviour does not predict future results.</p>
  <nav aria-label="Contents"><ol>
    <li><a href="#start">Getting started</a></li>
    <li><a href="#sign-in">Signing in and your devices</a></li>
    <li><a href="#dashboard">The dashboard</a></li>
    <li><a href="#mood">Reading the market mood</a></li>
    <li><a href="#indicators">Indicators and headlines</a></li>
    <li><a href="#range">The statistical range</a></li>
    <li><a href="#plans">Plans and billing</a></li>
    <li><a href="#help">Getting help</a></li>
  </ol></nav>

  <h2 id="start">1. Getting started</h2>
  <p>Create an account from <a href="/signup" target="_top">Sign Up</a> with your name, e-mail and a password of at least 6 characters. Accept the terms and confirm that you are 18 or older, then enter the 6-character code we e-mail you. The code is valid for ten minutes; you can ask for a new one after the 60-second countdown.</p>
  <p>Every account starts on the Free plan, which opens Bitcoin and Ethereum. No card is needed.</p>

  <h2 id="sign-in">2. Signing in and your devices</h2>
  <p>You can be signed in on up to three devices at once. Signing in on a fourth shows the devices you are signed in on: log one out, or all of them, and continue. The profile page lists your devices too, with the browser and the time of the last sign-in.</p>
  <p>Forgot your password? Use <a href="/forget-password" target="_top">Forgot password</a>; the reset link we send is valid for 30 minutes and works once.</p>

  <h2 id="dashboard">3. The dashboard</h2>
  <p>Pick an asset at the top. Assets your plan does not open show a lock; choosing one offers an upgrade. Then choose a quick range (for example the last 3 days, the default) or your own start and end dates. The analysis updates for that period.</p>
  <h3>What you see</h3>
  <ul>
    <li>The price chart with its indicators.</li>
    <li>The market mood from 0 to 100 with each component's contribution.</li>
    <li>A short summary in plain language, written only from the computed figures.</li>
  </ul>

  <h2 id="mood">4. Reading the market mood</h2>
  <p>The mood combines momentum, strength, trend, volatility and headline sentiment, each scored from 0 to 100 and weighted. The weights are published next to the figure, so you can recompute it.</p>
  <table>
    <thead><tr><th>Mood</th><th>Band</th></tr></thead>
    <tbody>
      <tr><td>below 25</td><td>Extreme fear</td></tr>
      <tr><td>25 to below 45</td><td>Fear</td></tr>
      <tr><td>45 to 55</td><td>Neutral</td></tr>
      <tr><td>above 55 to 75</td><td>Greed</td></tr>
      <tr><td>above 75</td><td>Extreme greed</td></tr>
    </tbody>
  </table>

  <h2 id="indicators">5. Indicators and headlines</h2>
  <p>Indicators such as RSI, MACD and Bollinger bands are computed from daily closes. Hover or focus any figure to read its method. Headlines are scored one by one; the daily sentiment is compared with the asset's own history, so a "positive" day means positive for that asset.</p>

  <h2 id="range">6. The statistical range</h2>
  <p>The range shows where prices have tended to move over a similar period, from the asset's own volatility. It is a statistical description, not a forecast or a target.</p>

  <h2 id="plans">7. Plans and billing</h2>
  <p>Choose a plan on <a href="/plans" target="_top">Plans</a> and a billing cycle: monthly, every 6 months or yearly. Longer cycles cost less per month; each card shows the saving against paying monthly. Checkout shows the price, any credit for unused days of your current plan, what you pay today and the renewal date before you pay.</p>
  <p>Cancel any time from your profile: your plan stays active to the end of the period you paid for, then your account moves to Free. When fewer than 7 days are left, the menu tells you; in the last 3 days you are asked whether to renew.</p>

  <h2 id="help">8. Getting help</h2>
  <p>Write to support from the <a href="/contact" target="_top">Contact</a> page. Tell us the page you were on and what you expected to see.</p>
</main>`;

export const USER_GUIDE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SentiScope user guide</title><meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head><body>${BODY}</body></html>`;
