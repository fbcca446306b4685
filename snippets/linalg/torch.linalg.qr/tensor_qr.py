import warnings
import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    Q, R = A.qr()
    Qc, Rc = A.qr(some=False)
print("A.qr(): Q", tuple(Q.shape), "R", tuple(R.shape), "| A.qr(some=False): Q", tuple(Qc.shape))
print("warnings recorded:", [x.category.__name__ for x in w])
print("same as torch.linalg.qr(A):", all(torch.equal(x, y) for x, y in zip((Q, R), torch.linalg.qr(A))))
