export function App() {
  return (
    <main>
      <h1>PCB Marketplace</h1>
      <p>Producer dashboard</p>
    </main>
  );
}
