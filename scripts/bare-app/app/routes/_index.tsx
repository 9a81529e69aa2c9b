export default function Index() {
  return <p>Hello from a bare Remix app.</p>;
}
