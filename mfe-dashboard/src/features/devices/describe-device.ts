/** Browser and system named from a user-agent string, for the device list ('Chrome 131', 'Windows'). */
export function describeDevice(userAgent: string): { browser: string; system: string } {
  const ua = userAgent || '';
  const version = (re: RegExp) => re.exec(ua)?.[1]?.split('.')[0];
  let browser = 'Unknown browser';
  if (/Edg\//.test(ua)) browser = `Edge ${version(/Edg\/([\d.]+)/)}`;
  else if (/OPR\//.test(ua)) browser = `Opera ${version(/OPR\/([\d.]+)/)}`;
  else if (/Firefox\//.test(ua)) browser = `Firefox ${version(/Firefox\/([\d.]+)/)}`;
  else if (/Chrom(e|ium)\//.test(ua)) browser = `Chrome ${version(/Chrom(?:e|ium)\/([\d.]+)/)}`;
  else if (/Safari\//.test(ua) && /Version\//.test(ua)) browser = `Safari ${version(/Version\/([\d.]+)/)}`;
  else if (ua) browser = ua.split(/[ /]/)[0];
  let system = 'Unknown system';
  if (/Android/.test(ua)) system = 'Android';
  else if (/iPhone|iPad|iPod/.test(ua)) system = 'iOS';
  else if (/Windows/.test(ua)) system = 'Windows';
  else if (/Mac OS X|Macintosh/.test(ua)) system = 'macOS';
  else if (/CrOS/.test(ua)) system = 'ChromeOS';
  else if (/Linux/.test(ua)) system = 'Linux';
  return { browser, system };
}
