import torch

for s in (10.0, 0.1):
    A = s * torch.eye(200)                               # det = s**200
    sign, logabsdet = torch.linalg.slogdet(A)
    print(f"s={s}: det={torch.linalg.det(A).item()}  sign={sign.item()}  "
          f"logabsdet={logabsdet.item():.4f}  200*log(s)={200 * torch.tensor(s).log().item():.4f}")
