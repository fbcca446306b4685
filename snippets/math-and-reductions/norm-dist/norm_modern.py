import torch

x = torch.tensor([[3.0, 4.0],
                  [0.0, 5.0]])
print("old torch.norm(x, dim=1)          :", torch.norm(x, dim=1))
print("new linalg.vector_norm(x, dim=1)  :", torch.linalg.vector_norm(x, dim=1))
print("old torch.norm(x, p='fro')        :", torch.norm(x, p="fro"))
print("new linalg.matrix_norm(x)         :", torch.linalg.matrix_norm(x))
print("old torch.norm(x, p='nuc')        :", torch.norm(x, p="nuc"))
print("new linalg.matrix_norm(x, 'nuc')  :", torch.linalg.matrix_norm(x, ord="nuc"))
