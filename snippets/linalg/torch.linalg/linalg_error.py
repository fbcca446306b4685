# raises: RuntimeError
import torch

singular = torch.tensor([[1.0, 2.0],
                         [2.0, 4.0]])
print("det == 0:", torch.linalg.det(singular).item() == 0)
print("is LinAlgError a RuntimeError?", issubclass(torch.linalg.LinAlgError, RuntimeError))
torch.linalg.inv(singular)
