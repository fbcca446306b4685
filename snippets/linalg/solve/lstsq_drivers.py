import torch

t = torch.tensor([0.0, 1.0, 2.0, 3.0], dtype=torch.float64)
A = torch.stack([torch.ones_like(t), t], dim=1)
y = torch.tensor([[1.0], [2.9], [5.1], [7.0]], dtype=torch.float64)
for driver in (None, "gels", "gelsy", "gelsd", "gelss"):
    r = torch.linalg.lstsq(A, y, driver=driver)
    print(f"{str(driver):5s} residuals={r.residuals.tolist()} rank={r.rank.tolist()} "
          f"singular_values={[round(v, 4) for v in r.singular_values.tolist()]}")
