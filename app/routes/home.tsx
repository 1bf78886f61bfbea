export function meta() {
  return [{ title: "Golden Goat Getaway" }, { name: "description", content: "A Marrakech Adventure" }];
}

export default function Home() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-5xl font-bold">Golden Goat Getaway</h1>
      <p className="mt-2 text-xl text-ink-soft">A Marrakech Adventure</p>
    </main>
  );
}
