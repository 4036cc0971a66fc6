// Placeholder while the battles feature is built in this session (replaced before it lands).
export default function BattlePage() {
  return null;
}
