export default function AdminAnnouncementPage() {
  return (
    <section>
      <h1>Announcement Settings</h1>
      <p>The announcement banner shown above the header.</p>
    </section>
  );
}
