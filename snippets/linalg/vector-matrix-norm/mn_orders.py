import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64)
a = A.tolist()
s = torch.linalg.svdvals(A).tolist()
by_hand = {
    "fro": sum(v ** 2 for row in a for v in row) ** 0.5,
    "nuc": sum(s),
    1: max(abs(a[0][j]) + abs(a[1][j]) for j in range(2)),        # largest column sum
    -1: min(abs(a[0][j]) + abs(a[1][j]) for j in range(2)),
    float("inf"): max(sum(abs(v) for v in row) for row in a),     # largest row sum
    float("-inf"): min(sum(abs(v) for v in row) for row in a),
    2: s[0],
    -2: s[-1],
}
for ord, ref in by_hand.items():
    print(f"ord={ord}: matrix_norm={torch.linalg.matrix_norm(A, ord).item():.6f}  by hand={ref:.6f}")
