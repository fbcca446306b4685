import torch

A = torch.tensor([[0.0, 2.0], [3.0, 0.0]])                 # det = -6
r = torch.slogdet(A)
print(type(r).__name__, "sign =", r.sign.item(), " logabsdet =", round(r.logabsdet.item(), 4))
print("same values as linalg.slogdet:",
      all(torch.equal(x, y) for x, y in zip(r, torch.linalg.slogdet(A))))
sign, logabsdet = torch.empty(()), torch.empty(())
torch.slogdet(A, out=(sign, logabsdet))                    # not in the documented signature
print("out= accepted:", sign.item(), round(logabsdet.item(), 4))
