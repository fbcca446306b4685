import torch

R = torch.tensor([[1.0, 2.0], [2.0, 4.0], [3.0, 6.0]], dtype=torch.float64)   # rank 1
y = torch.tensor([[1.0], [2.0], [3.0]], dtype=torch.float64)
for driver in ("gels", "gelsy", "gelsd", "gelss"):
    r = torch.linalg.lstsq(R, y, driver=driver)
    x = r.solution
    print(f"{driver}: x = {[round(v, 4) for v in x.flatten().tolist()]} | ||R x - y|| < 1e-12: {torch.linalg.norm(R @ x - y).item() < 1e-12}"
          f" | ||x|| = {torch.linalg.norm(x).item():.4f} | residuals = {[round(v, 10) for v in r.residuals.tolist()]}")
print("pinv (minimum norm):", [round(v, 4) for v in (torch.linalg.pinv(R) @ y).flatten().tolist()])

N = R + torch.tensor([[0.0, 1e-9], [0.0, 0.0], [0.0, 0.0]], dtype=torch.float64)   # nearly rank 1
print("default rcond, rank:", torch.linalg.lstsq(N, y, driver="gelsd").rank.item())
print("rcond=1e-6,    rank:", torch.linalg.lstsq(N, y, rcond=1e-6, driver="gelsd").rank.item())
