// `npm test` runs every workspace's tests as Jest projects in one run.
module.exports = {
  projects: ['shared', 'shell', 'mfe-marketing', 'mfe-auth', 'mfe-dashboard', 'mfe-admin', 'api'].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
