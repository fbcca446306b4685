import torch

x = torch.arange(8.0)
b = torch.complex(x, -x).reshape(2, 2, 2)            # a batch of two 2 x 2 matrices
h = b.mH
print("shape:", tuple(h.shape), "| == adjoint():", torch.equal(h, b.adjoint()))
print("h[1]:", h[1].tolist())
print("is_conj:", h.is_conj(), "| after resolve_conj():", h.resolve_conj().is_conj())
b[1, 0, 1] = 100 + 0j                                # the view follows later writes
print("h[1, 1, 0] after writing b[1, 0, 1]:", h[1, 1, 0].item())
